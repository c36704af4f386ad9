import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type {
  AgreementUsersTable,
  ArrangementsTable,
  CardRewardEventsTable,
  CardRewardsTable,
  CardsTable,
  MemberConditionsTable,
  MembersTable,
  ServiceAgreementsTable,
} from '../db/schema';
import { appManifest } from '../../manifests';
import type { SeededAccount } from './activity/seeded-account';
import type { PersonaSpec } from './personas';
import { extraCardRow, primaryCardRow, rewardRows } from './cards';
import { createPrng, type Prng } from './prng';

/** The reference rows of the demo (everything but the money), with the ids the activity generators need. */
export interface DemoRows {
  members: Insertable<MembersTable>[];
  agreements: Insertable<ServiceAgreementsTable>[];
  agreementUsers: Insertable<AgreementUsersTable>[];
  arrangements: Insertable<ArrangementsTable>[];
  cards: Insertable<CardsTable>[];
  cardRewards: Insertable<CardRewardsTable>[];
  cardRewardEvents: Insertable<CardRewardEventsTable>[];
  conditions: Insertable<MemberConditionsTable>[];
  /** Per persona username: its accounts by key, for the activity generators. */
  accounts: Map<string, Map<string, SeededAccount>>;
}

const STAFF_AGREEMENT_EXTERNAL_ID = '9000001';
/** Card tokens, policy references and extra cards draw from their own sequence, so the accounts' numbers stay as they were. */
const CARD_SEED = 20_261_212;

const ACCOUNT_PREFIX: Record<string, string> = { checking: '40', savings: '41', creditCard: '52', autoLoan: '71', heloc: '73', ira: '46' };

interface MasterAgreement {
  id: string;
  externalId: string;
  name: string;
}

/** The persona's own agreement over their accounts; the one they sign in to unless they act for someone else. */
function addMasterAgreement(rows: DemoRows, persona: PersonaSpec, memberId: string, fullName: string, externalNumber: number): MasterAgreement {
  const agreement = { id: randomUUID(), externalId: String(externalNumber), name: fullName };
  const personal = persona.membershipType === 'P';
  rows.agreements.push({
    id: agreement.id,
    name: fullName,
    description: personal ? 'Personal membership' : 'Business membership',
    is_master: true,
    external_id: agreement.externalId,
    trusted_external_id: null,
    primary_user_id: memberId,
  });
  rows.agreementUsers.push({
    agreement_id: agreement.id,
    user_id: memberId,
    access_level: 'FULL_ACCESS',
    user_type: personal ? 'Master' : 'Business',
    is_default: persona.actsFor === undefined,
  });
  return agreement;
}

/** The one staff (MSR) agreement: its description is the fixed value of app.json that staff agreements are chosen by. */
function addStaffAgreement(rows: DemoRows, primaryUserId: string): string {
  const id = randomUUID();
  rows.agreements.push({
    id,
    name: `${appManifest.productName} Member Services`,
    description: appManifest.serviceAgreements.msrDescription,
    is_master: true,
    external_id: STAFF_AGREEMENT_EXTERNAL_ID,
    trusted_external_id: null,
    primary_user_id: primaryUserId,
  });
  return id;
}

export function buildDemoRows(personas: readonly PersonaSpec[], prng: Prng, today: string): DemoRows {
  const rows: DemoRows = { members: [], agreements: [], agreementUsers: [], arrangements: [], cards: [], cardRewards: [], cardRewardEvents: [], conditions: [], accounts: new Map() };
  const cardPrng = createPrng(CARD_SEED);
  const usedNumbers = new Set<string>();
  const memberIds = new Map<string, string>();
  const masterAgreements = new Map<string, MasterAgreement>();
  const accountNumber = (kind: string): string => {
    for (;;) {
      const candidate = `${ACCOUNT_PREFIX[kind] ?? '49'}${prng.digits(8)}`;
      if (!usedNumbers.has(candidate)) {
        usedNumbers.add(candidate);
        return candidate;
      }
    }
  };
  const todayYear = Number(today.slice(0, 4));
  let staffAgreementId: string | undefined;

  personas.forEach((persona, index) => {
    const memberId = randomUUID();
    const externalId = `M${100_001 + index}`;
    const fullName = persona.fullName ?? `${persona.givenName} ${persona.familyName}`;
    memberIds.set(persona.username, memberId);
    rows.members.push({
      id: memberId,
      external_id: externalId,
      username: persona.username,
      membership_type: persona.membershipType,
      full_name: fullName,
      given_name: persona.givenName,
      family_name: persona.familyName,
      member_since: persona.memberSince,
      is_minor: persona.isMinor ?? false,
      employee_guid: persona.employeeGuid ?? null,
      employee_id: persona.employeeGuid ? (persona.employeeId ?? null) : null,
      military_rank: persona.militaryRank ?? null,
      staff_role: persona.employeeGuid ? (persona.staffRole ?? 'service') : null,
    });
    for (const condition of persona.conditions ?? []) {
      rows.conditions.push({ user_id: memberId, code: condition.code, details: JSON.stringify(condition.details ?? {}) });
    }

    const master = persona.accounts.length > 0 ? addMasterAgreement(rows, persona, memberId, fullName, 2_000_001 + index) : undefined;
    if (master) masterAgreements.set(persona.username, master);
    if (persona.actsFor) {
      const owner = masterAgreements.get(persona.actsFor.username);
      const ownerId = memberIds.get(persona.actsFor.username);
      if (!owner || !ownerId) throw new Error(`Persona "${persona.username}" acts for "${persona.actsFor.username}", who has no agreement yet`);
      const agreementId = randomUUID();
      rows.agreements.push({
        id: agreementId,
        name: owner.name,
        description: 'Trusted member access',
        is_master: false,
        external_id: String(3_000_001 + index),
        // Offered beside the master agreement whose (numeric) external id it names, the trusted member's own.
        trusted_external_id: master?.externalId ?? null,
        primary_user_id: ownerId,
      });
      rows.agreementUsers.push({ agreement_id: agreementId, user_id: memberId, access_level: persona.actsFor.accessLevel, user_type: 'Trusted Member', is_default: true });
    }
    if (persona.employeeGuid) {
      staffAgreementId ??= addStaffAgreement(rows, memberId);
      rows.agreementUsers.push({ agreement_id: staffAgreementId, user_id: memberId, access_level: persona.staffRole === 'view-only' ? 'VIEW_ONLY' : 'FULL_ACCESS', user_type: 'Master', is_default: true });
    }
    if (!master) return;

    const accounts = new Map<string, SeededAccount>();
    const primaryCards = new Map<string, Insertable<CardsTable>>();
    persona.accounts.forEach((spec, order) => {
      const id = randomUUID();
      const number = accountNumber(spec.kind);
      rows.arrangements.push({
        id,
        agreement_id: master.id,
        external_arrangement_id: `AR-${number}`,
        external_legal_entity_id: `LE-${externalId}`,
        external_product_id: spec.externalProductId,
        product_kind: spec.kind,
        product_type_name: spec.productTypeName,
        name: spec.name,
        account_number: number,
        credit_limit_cents: spec.creditLimitCents ?? null,
        principal_cents: spec.principalCents ?? null,
        opened_on: spec.openedOn,
        display_order: order,
        payable_on_death: spec.payableOnDeath ?? false,
      });
      accounts.set(spec.key, { id, key: spec.key, kind: spec.kind, name: spec.name, lastFour: number.slice(-4) });
      if (spec.card) {
        const card = primaryCardRow(cardPrng, {
          arrangementId: id,
          holderUserId: memberId,
          holderName: fullName,
          card: spec.card,
          lastFour: prng.digits(4),
          expiryMonth: prng.int(1, 12),
          expiryYear: todayYear + prng.int(1, 4),
          issuedOn: spec.openedOn,
        });
        rows.cards.push(card);
        primaryCards.set(spec.key, card);
      }
    });
    for (const extra of persona.extraCards ?? []) {
      const primary = primaryCards.get(extra.accountKey);
      if (!primary) throw new Error(`Persona "${persona.username}" has an extra card on "${extra.accountKey}", which has no card`);
      rows.cards.push(extraCardRow(cardPrng, extra, primary, fullName, today));
    }
    const rewardsAccount = persona.rewards ? accounts.get(persona.rewards.accountKey) : undefined;
    const rewards = rewardsAccount ? rewardRows(cardPrng, persona, rewardsAccount.id, today) : undefined;
    if (rewards) {
      rows.cardRewards.push(rewards.rewards);
      rows.cardRewardEvents.push(...rewards.events);
    }
    rows.accounts.set(persona.username, accounts);
  });
  return rows;
}

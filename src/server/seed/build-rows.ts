import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type {
  AgreementUsersTable,
  ArrangementsTable,
  CardsTable,
  MemberConditionsTable,
  MembersTable,
  ServiceAgreementsTable,
} from '../db/schema';
import type { SeededAccount } from './activity/seeded-account';
import type { PersonaSpec } from './personas';
import type { Prng } from './prng';

/** The reference rows of the demo (everything but the money), with the ids the activity generators need. */
export interface DemoRows {
  members: Insertable<MembersTable>[];
  agreements: Insertable<ServiceAgreementsTable>[];
  agreementUsers: Insertable<AgreementUsersTable>[];
  arrangements: Insertable<ArrangementsTable>[];
  cards: Insertable<CardsTable>[];
  conditions: Insertable<MemberConditionsTable>[];
  /** Per persona username: its accounts by key, for the activity generators. */
  accounts: Map<string, Map<string, SeededAccount>>;
}

const ACCOUNT_PREFIX: Record<string, string> = { checking: '40', savings: '41', creditCard: '52', autoLoan: '71', heloc: '73', ira: '46' };

export function buildDemoRows(personas: readonly PersonaSpec[], prng: Prng, today: string): DemoRows {
  const rows: DemoRows = { members: [], agreements: [], agreementUsers: [], arrangements: [], cards: [], conditions: [], accounts: new Map() };
  const usedNumbers = new Set<string>();
  const memberIds = new Map<string, string>();
  const masterAgreements = new Map<string, { id: string; externalId: string; name: string }>();
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
    });
    for (const condition of persona.conditions ?? []) {
      rows.conditions.push({ user_id: memberId, code: condition.code, details: JSON.stringify(condition.details ?? {}) });
    }

    if (persona.actsFor) {
      const owner = masterAgreements.get(persona.actsFor.username);
      if (!owner) throw new Error(`Persona "${persona.username}" acts for "${persona.actsFor.username}", who has no agreement yet`);
      const agreementId = randomUUID();
      rows.agreements.push({
        id: agreementId,
        name: owner.name,
        description: `Trusted member access for ${fullName}`,
        is_master: false,
        external_id: String(3_000_001 + index),
        trusted_external_id: owner.externalId,
        primary_user_id: memberIds.get(persona.actsFor.username) ?? memberId,
      });
      rows.agreementUsers.push({ agreement_id: agreementId, user_id: memberId, access_level: persona.actsFor.accessLevel, user_type: 'Trusted Member', is_default: true });
      return;
    }
    if (persona.accounts.length === 0) return;

    const agreementId = randomUUID();
    const agreementExternalId = String(2_000_001 + index);
    masterAgreements.set(persona.username, { id: agreementId, externalId: agreementExternalId, name: fullName });
    rows.agreements.push({
      id: agreementId,
      name: fullName,
      description: persona.membershipType === 'P' ? 'Personal membership' : 'Business membership',
      is_master: true,
      external_id: agreementExternalId,
      trusted_external_id: null,
      primary_user_id: memberId,
    });
    rows.agreementUsers.push({
      agreement_id: agreementId,
      user_id: memberId,
      access_level: 'FULL_ACCESS',
      user_type: persona.membershipType === 'P' ? 'Master' : 'Business',
      is_default: true,
    });

    const accounts = new Map<string, SeededAccount>();
    persona.accounts.forEach((spec, order) => {
      const id = randomUUID();
      const number = accountNumber(spec.kind);
      rows.arrangements.push({
        id,
        agreement_id: agreementId,
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
      });
      accounts.set(spec.key, { id, key: spec.key, kind: spec.kind, name: spec.name, lastFour: number.slice(-4) });
      if (spec.card) {
        rows.cards.push({
          id: randomUUID(),
          arrangement_id: id,
          holder_user_id: memberId,
          card_kind: spec.card.kind,
          brand: spec.card.brand,
          product_code: spec.card.productCode,
          last_four: prng.digits(4),
          expiry_month: prng.int(1, 12),
          expiry_year: todayYear + prng.int(1, 4),
          status: 'ACTIVE',
          lock_status: 'UNLOCKED',
        });
      }
    });
    rows.accounts.set(persona.username, accounts);
  });
  return rows;
}

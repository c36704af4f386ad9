import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { ArrangementTermsTable, ContactStatus, Database, DisclosureNoticesTable } from '../db/schema';
import { DERIVED_CONDITIONS, ONBOARDING_CONDITION } from '../domain/precheck';
import { appManifest } from '../../manifests';
import { seedToday } from './calendar';

/** Demo terms per product (external product id): rates, and for cards and loans the due day and minimum payment. */
const PRODUCT_TERMS: Readonly<Record<string, Omit<Insertable<ArrangementTermsTable>, 'arrangement_id' | 'apy_bps'>>> = {
  'CHK-EVERYDAY': { interest_rate_bps: 5 },
  'SAV-SHARE': { interest_rate_bps: 35 },
  'IRA-TRAD': { interest_rate_bps: 410 },
  'CHK-BUSINESS': { interest_rate_bps: 0 },
  'CC-VISA-SIG': { interest_rate_bps: 1_799, payment_due_day: 25, minimum_payment_cents: 2_500, minimum_payment_percent_bps: 200 },
  'CC-VISA-BUS': { interest_rate_bps: 1_999, payment_due_day: 28, minimum_payment_cents: 3_500, minimum_payment_percent_bps: 300 },
  'LN-AUTO-60': { interest_rate_bps: 549, payment_due_day: 5, minimum_payment_cents: 45_218 },
  'HELOC-VAR': { interest_rate_bps: 725, payment_due_day: 11, minimum_payment_cents: 10_000, minimum_payment_percent_bps: 100 },
};
const DEPOSIT_KINDS = new Set(['checking', 'savings', 'ira']);

/** The demo rate of a product (its arrangement_terms.interest_rate_bps), for the seeded history that pays on it. */
export function seededRateBps(externalProductId: string): number {
  const terms = PRODUCT_TERMS[externalProductId];
  if (terms === undefined) throw new Error(`No demo terms for product ${externalProductId}`);
  return terms.interest_rate_bps ?? 0;
}

/** Annual percentage yield of a rate compounded monthly, in basis points. */
function apyBps(rateBps: number): number {
  return Math.round(((1 + rateBps / 10_000 / 12) ** 12 - 1) * 10_000);
}

const STREETS = ['Peachtree St NE', 'Magnolia Ave', 'Lakeview Dr', 'Oak Hollow Rd', 'Harbor St', 'Willow Bend Ct', 'Ridgecrest Way', 'Cedar Ln'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A contact status of a PRF condition's details ("Missing" means no row at all). */
function statusOf(value: unknown): ContactStatus | 'Missing' {
  if (value === 'Missing') return 'Missing';
  return value === 'D' ? 'D' : 'INVALID';
}

/**
 * What the sign-in checks and statements read about the demo personas, derived from what the seed already holds:
 * everyone's address, phone and email (a PRF condition's details say which are missing or invalid), account terms
 * by product, statement delivery (paper only for a persona with the PPL condition), the tutorial done (except for
 * the ONBOARDING persona), and the notices a DPE condition lists, pending. Runs once: a database that has contact
 * rows is left alone.
 */
export async function seedMemberState(db: Kysely<Database>, now: Date): Promise<void> {
  if (await db.selectFrom('member_postal_addresses').select('id').limit(1).executeTakeFirst()) return;
  const today = seedToday(now);
  const members = await db.selectFrom('members').select(['id', 'username', 'given_name', 'family_name', 'membership_type']).orderBy('external_id').execute();
  const conditions = await db.selectFrom('member_conditions').select(['user_id', 'code', 'details']).execute();
  const conditionOf = (userId: string, code: string) => conditions.find((row) => row.user_id === userId && row.code === code);

  const addresses: Insertable<Database['member_postal_addresses']>[] = [];
  const phones: Insertable<Database['member_phone_addresses']>[] = [];
  const emails: Insertable<Database['member_electronic_addresses']>[] = [];
  members.forEach((member, index) => {
    addresses.push({
      id: randomUUID(),
      user_id: member.id,
      address_type: 'MAILING',
      address_line1: `${120 + index * 17} ${STREETS[index % STREETS.length] ?? STREETS[0]}`,
      city: 'Atlanta',
      state: 'GA',
      zip_code: `303${String(index % 100).padStart(2, '0')}`,
      status: 'ACTIVE',
    });
    const profile = conditionOf(member.id, DERIVED_CONDITIONS.profile)?.details ?? {};
    const listedPhones = Array.isArray(profile.phone) ? profile.phone.filter(isRecord) : undefined;
    if (listedPhones) {
      for (const phone of listedPhones) {
        const status = statusOf(phone.status);
        if (status !== 'Missing') phones.push({ id: randomUUID(), user_id: member.id, phone_type: 'MOBILE', number: String(phone.number ?? ''), extension: String(phone.extension ?? ''), status });
      }
    } else {
      phones.push({ id: randomUUID(), user_id: member.id, phone_type: 'MOBILE', number: `404555${String(1000 + index)}`, status: 'ACTIVE' });
    }
    if (isRecord(profile.email)) {
      const status = statusOf(profile.email.status);
      if (status !== 'Missing') emails.push({ id: randomUUID(), user_id: member.id, email_address: String(profile.email.emailAddress ?? ''), status });
    } else {
      const local = member.membership_type === 'P' ? `${member.given_name}.${member.family_name}` : member.username;
      emails.push({ id: randomUUID(), user_id: member.id, email_address: `${local.toLowerCase().replace(/[^a-z0-9.]+/g, '')}@example.com`, status: 'ACTIVE' });
    }
  });
  await db.insertInto('member_postal_addresses').values(addresses).execute();
  if (phones.length > 0) await db.insertInto('member_phone_addresses').values(phones).execute();
  if (emails.length > 0) await db.insertInto('member_electronic_addresses').values(emails).execute();

  const arrangements = await db
    .selectFrom('arrangements')
    .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
    .select(['arrangements.id', 'arrangements.external_product_id', 'arrangements.product_kind', 'service_agreements.primary_user_id'])
    .execute();
  const terms = arrangements.flatMap((arrangement) => {
    const product = PRODUCT_TERMS[arrangement.external_product_id];
    if (!product) return [];
    return [{ arrangement_id: arrangement.id, ...product, apy_bps: DEPOSIT_KINDS.has(arrangement.product_kind) ? apyBps(product.interest_rate_bps) : null }];
  });
  if (terms.length > 0) await db.insertInto('arrangement_terms').values(terms).execute();
  const preferences = arrangements.map((arrangement) => ({
    arrangement_id: arrangement.id,
    delivery: conditionOf(arrangement.primary_user_id, DERIVED_CONDITIONS.paperless) ? ('PAPER' as const) : ('ELECTRONIC' as const),
    updated_at: now,
  }));
  if (preferences.length > 0) await db.insertInto('statement_preferences').values(preferences).execute();

  const tutorialDone = members.filter((member) => !conditionOf(member.id, ONBOARDING_CONDITION)).map((member) => ({ user_id: member.id, completed_at: now }));
  if (tutorialDone.length > 0) await db.insertInto('tutorial_completions').values(tutorialDone).execute();

  const notices = new Map<string, Insertable<DisclosureNoticesTable>>();
  const pending: Insertable<Database['member_disclosures']>[] = [];
  for (const condition of conditions.filter((row) => row.code === DERIVED_CONDITIONS.disclosures)) {
    const ids = Array.isArray(condition.details.notices) ? condition.details.notices.filter((id): id is string => typeof id === 'string') : [];
    for (const id of ids) {
      // The notice's own text, from config/app.json (disclosures.notices); it takes effect the day it is required.
      const notice = Object.hasOwn(appManifest.disclosures.notices, id) ? appManifest.disclosures.notices[id] : undefined;
      if (notice === undefined) throw new Error(`Seed: no notice "${id}" in config/app.json disclosures.notices`);
      notices.set(id, { id, title: notice.title, body: notice.body, version: notice.version, effective_on: today });
      pending.push({ user_id: condition.user_id, notice_id: id, version: notice.version, required_at: now, accepted_at: null });
    }
  }
  if (notices.size > 0) await db.insertInto('disclosure_notices').values([...notices.values()]).onConflict((conflict) => conflict.column('id').doNothing()).execute();
  if (pending.length > 0) await db.insertInto('member_disclosures').values(pending).execute();
}

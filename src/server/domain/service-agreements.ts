import type { Kysely } from 'kysely';
import type { ServiceAgreement } from '../../../engine/core/generated/api.gen';
import type { Database } from '../db/schema';

/** An agreement row with what its API shape needs of its primary member. */
export interface AgreementRecord {
  id: string;
  name: string;
  description: string;
  is_master: boolean;
  external_id: string;
  trusted_external_id: string | null;
  primary_user_id: string;
  primary_name: string;
  primary_member_since: string;
}

function agreements(db: Kysely<Database>) {
  return db
    .selectFrom('service_agreements')
    .innerJoin('members as primary', 'primary.id', 'service_agreements.primary_user_id')
    .select([
      'service_agreements.id',
      'service_agreements.name',
      'service_agreements.description',
      'service_agreements.is_master',
      'service_agreements.external_id',
      'service_agreements.trusted_external_id',
      'service_agreements.primary_user_id',
      'primary.full_name as primary_name',
      'primary.member_since as primary_member_since',
    ]);
}

/** The ServiceAgreement answer for a record. */
export function toServiceAgreement(record: AgreementRecord): ServiceAgreement {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    isMaster: record.is_master,
    externalId: record.external_id,
    additions: {
      ...(record.trusted_external_id === null ? {} : { trustedExternalId: record.trusted_external_id }),
      primaryName: record.primary_name,
      memberSince: record.primary_member_since,
      primaryUserInternalId: record.primary_user_id,
    },
  };
}

export async function loadAgreement(db: Kysely<Database>, agreementId: string): Promise<AgreementRecord | undefined> {
  return agreements(db).where('service_agreements.id', '=', agreementId).executeTakeFirst();
}

/** The agreements a user is listed on with some access (NO_ACCESS listings do not count). */
async function heldAgreements(db: Kysely<Database>, userId: string): Promise<AgreementRecord[]> {
  return agreements(db)
    .innerJoin('agreement_users', 'agreement_users.agreement_id', 'service_agreements.id')
    .where('agreement_users.user_id', '=', userId)
    .where('agreement_users.access_level', '<>', 'NO_ACCESS')
    .orderBy('service_agreements.is_master', 'desc')
    .orderBy('service_agreements.name')
    .orderBy('service_agreements.external_id')
    .execute();
}

/** "The master's numeric external id": its digits, so "SA-2000003" and "2000003" name the same agreement. */
export function numericExternalId(externalId: string): string {
  return externalId.replace(/\D/g, '');
}

/**
 * The agreements a user may act under, masters first. Staff: only the agreement whose description is the
 * fixed MSR value. Everyone else: their master agreement(s), plus the agreements offered to them, whose
 * trustedExternalId is a master's numeric external id. Only agreements the user is listed on count.
 */
export async function choosableAgreements(
  db: Kysely<Database>,
  user: { id: string; staff: boolean },
  msrDescription: string,
): Promise<AgreementRecord[]> {
  const held = await heldAgreements(db, user.id);
  if (user.staff) return held.filter((agreement) => agreement.description === msrDescription);
  const masters = held.filter((agreement) => agreement.is_master);
  const masterNumbers = new Set(masters.map((agreement) => numericExternalId(agreement.external_id)).filter((digits) => digits !== ''));
  const offered = held.filter(
    (agreement) => !agreement.is_master && agreement.trusted_external_id !== null && masterNumbers.has(numericExternalId(agreement.trusted_external_id)),
  );
  return [...masters, ...offered];
}

/**
 * The 'Second Service Agreement' rule: whose accounts a session's agreement reaches. A master agreement
 * its own; any other agreement those of its primary user (additions.primaryUserInternalId), i.e. that member's
 * master agreements. Every call that reads a member's data (the product summary, and the account, card and
 * payment calls after it) goes through here; users/me stays the signed-in user.
 */
export async function dataAgreementIds(db: Kysely<Database>, agreementId: string): Promise<string[]> {
  const agreement = await db.selectFrom('service_agreements').select(['id', 'is_master', 'primary_user_id']).where('id', '=', agreementId).executeTakeFirst();
  if (!agreement) return [];
  if (agreement.is_master) return [agreement.id];
  const masters = await db
    .selectFrom('service_agreements')
    .select('id')
    .where('primary_user_id', '=', agreement.primary_user_id)
    .where('is_master', '=', true)
    .orderBy('external_id')
    .execute();
  return masters.map((row) => row.id);
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The agreements whose accounts a session's agreement reaches: a master agreement its own; a trusted agreement
 * those of the master agreement it points at (its trustedExternalId is that master's external id).
 */
export async function accountOwningAgreementIds(db: Kysely<Database>, agreementId: string): Promise<string[]> {
  const agreement = await db
    .selectFrom('service_agreements')
    .select(['id', 'is_master', 'trusted_external_id'])
    .where('id', '=', agreementId)
    .executeTakeFirst();
  if (!agreement) return [];
  if (agreement.is_master || agreement.trusted_external_id === null) return [agreement.id];
  const masters = await db
    .selectFrom('service_agreements')
    .select('id')
    .where('external_id', '=', agreement.trusted_external_id)
    .where('is_master', '=', true)
    .execute();
  return masters.map((row) => row.id);
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The version of what the product summary of `agreementIds` shows, the same in every server process: a digest of the
 * (account id, summary_version) list of their accounts, which the database changes in the same transaction as any
 * change the summary would show (migration 0065 says why that is complete). One indexed statement.
 */
export async function productSummaryVersion(db: Kysely<Database>, agreementIds: readonly string[]): Promise<string> {
  if (agreementIds.length === 0) return 'none';
  const { rows } = await sql<{ version: string }>`select md5(coalesce(string_agg(id::text || ':' || summary_version::text, ',' order by id), '')) as version
    from arrangements where agreement_id in (${sql.join(agreementIds)})`.execute(db);
  return rows[0]?.version ?? 'none';
}

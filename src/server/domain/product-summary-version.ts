import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The version of what the product summary of some agreements shows, the same in every server process: a digest of the
 * (account id, sum of its summary_changes) list of their accounts, which the database raises in the same transaction
 * as any change the summary would show (migration 0065 says why that is complete). `agreements` is a uuid[] of their ids
 * (`= any` of an array: the agreement index serves it, where `in (subquery)` may plan a scan of every account).
 */
const versionOf = (agreements: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`(select md5(coalesce(string_agg(a.id::text || ':' || coalesce((select sum(c.weight) from summary_changes c where c.arrangement_id = a.id), 0)::text, ',' order by a.id), ''))
    from arrangements a where a.agreement_id = any(${agreements}))`;

/** The summary's version for `agreementIds`: one indexed statement. */
export async function productSummaryVersion(db: Kysely<Database>, agreementIds: readonly string[]): Promise<string> {
  if (agreementIds.length === 0) return versionOfNone;
  const { rows } = await sql<{ version: string }>`select ${versionOf(sql`array[${sql.join(agreementIds)}]::uuid[]`)} as version`.execute(db);
  return rows[0]?.version ?? versionOfNone;
}

/** No agreements, no accounts: md5 of the empty list, as the statement answers. */
const versionOfNone = 'd41d8cd98f00b204e9800998ecf8427e';

/**
 * Read with the session row (plugins/session.ts `alongside`): the agreements of the member scope stored on the session
 * (session-decisions.ts) and the summary's version for them, so a call whose scope is the stored one needs no
 * statement of its own to check the version.
 */
export const summaryVersionWithSession = (session: 's'): RawBuilder<unknown> =>
  sql`json_build_object('agreementIds', ${sql.ref(`${session}.decisions`)} -> 'scope' -> 'agreementIds', 'version',
    ${versionOf(sql`array(select (jsonb_array_elements_text(${sql.ref(`${session}.decisions`)} -> 'scope' -> 'agreementIds'))::uuid)`)})`;

/** The version read with the session, when it was read for exactly these agreements; undefined otherwise. */
export function versionReadWithSession(alongside: unknown, agreementIds: readonly string[]): string | undefined {
  if (typeof alongside !== 'object' || alongside === null) return undefined;
  const { agreementIds: readFor, version } = alongside as { agreementIds?: unknown; version?: unknown };
  if (!Array.isArray(readFor) || typeof version !== 'string') return undefined;
  if (readFor.length !== agreementIds.length || readFor.some((id, index) => id !== agreementIds[index])) return undefined;
  return version;
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Merges the summary's change rows (migration 0065) of up to `mostAccounts` accounts into one row each of the same
 * total, so the table holds about one row per account plus the changes since the last run; the versions, and so the
 * cached answers and ETags, stay as they were. Answers how many rows it removed.
 */
export async function compactSummaryChanges(db: Kysely<Database>, mostAccounts: number): Promise<number> {
  const { rows } = await sql<{ removed: string | number | null }>`select compact_summary_changes(${mostAccounts}::integer) as removed`.execute(db);
  return Number(rows[0]?.removed ?? 0);
}

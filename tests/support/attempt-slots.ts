import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/** Every attempt claimed in the shared attempt limiter, across all its buckets: what "writes nothing" compares. */
export async function claimedAttempts(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('attempt_slots').select(sql<string | number | null>`sum(attempts)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An account whose stored booked sum is not what its ledger entries add up to. */
export interface StoredSumDrift {
  arrangementId: string;
  storedCents: number;
  ledgerCents: number;
}

/**
 * Every member account whose stored sum (arrangements.ledger_sum_cents, kept by the database, migration 0070) differs
 * from the sum of its ledger entries, the source of truth; empty when the two agree everywhere. One statement over
 * the whole ledger: a check to run now and then (tests, operations), never on a request's path.
 */
export async function storedSumDrifts(db: Kysely<Database>): Promise<StoredSumDrift[]> {
  const { rows } = await sql<{ arrangement_id: string; stored_cents: number; ledger_cents: number }>`
    select a.id as arrangement_id, a.ledger_sum_cents as stored_cents, coalesce(s.total, 0)::bigint as ledger_cents
      from arrangements a
      left join (select e.arrangement_id, sum(e.amount_cents) as total from ledger_entries e
                  where e.arrangement_id is not null group by e.arrangement_id) s on s.arrangement_id = a.id
     where a.ledger_sum_cents <> coalesce(s.total, 0)
     order by a.id`.execute(db);
  return rows.map((row) => ({ arrangementId: row.arrangement_id, storedCents: Number(row.stored_cents), ledgerCents: Number(row.ledger_cents) }));
}

import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, DisputeEventKind } from '../../db/schema';

/**
 * Appends one step to a dispute's timeline; a once-only step already there is left as it is (returns false). Callers
 * hold the dispute's row lock (lockDispute), and a unique index backs the once-only rule.
 */
export async function addEvent(trx: Transaction<Database>, disputeId: string, kind: DisputeEventKind, now: Date, extra: { detail?: string; journalId?: string } = {}): Promise<boolean> {
  const exists =
    kind === 'DOCUMENT_ADDED' ? undefined : await trx.selectFrom('dispute_events').select('id').where('dispute_id', '=', disputeId).where('kind', '=', kind).executeTakeFirst();
  if (exists) return false;
  await trx
    .insertInto('dispute_events')
    .values({ id: randomUUID(), dispute_id: disputeId, kind, detail: extra.detail ?? null, journal_id: extra.journalId ?? null, occurred_at: now })
    .execute();
  return true;
}


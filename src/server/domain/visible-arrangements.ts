import type { Kysely } from 'kysely';
import type { Arrangement, Database } from '../db/schema';

/** Open accounts only, closed ones only (their statements are the orphans), or both. */
export type ArrangementStates = 'open' | 'closed' | 'all';

const OPEN_STATE = 'ACTIVE';

/** The accounts a session's agreements reach, in the product summary's order. */
export async function visibleArrangements(db: Kysely<Database>, agreementIds: readonly string[], states: ArrangementStates = 'open'): Promise<Arrangement[]> {
  if (agreementIds.length === 0) return [];
  let query = db.selectFrom('arrangements').selectAll().where('agreement_id', 'in', agreementIds);
  if (states === 'open') query = query.where('state', '=', OPEN_STATE);
  if (states === 'closed') query = query.where('state', '<>', OPEN_STATE);
  return query.orderBy('display_order').orderBy('opened_on').orderBy('id').execute();
}

/** One account, if the session's agreements reach it; undefined otherwise (callers answer 404 either way). */
export async function findVisibleArrangement(db: Kysely<Database>, agreementIds: readonly string[], arrangementId: string): Promise<Arrangement | undefined> {
  if (agreementIds.length === 0) return undefined;
  return db.selectFrom('arrangements').selectAll().where('id', '=', arrangementId).where('agreement_id', 'in', agreementIds).executeTakeFirst();
}

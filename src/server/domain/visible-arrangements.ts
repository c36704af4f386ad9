import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Arrangement, Database } from '../db/schema';

/** Open accounts only, closed ones only (their statements are the orphans), or both. */
export type ArrangementStates = 'open' | 'closed' | 'all';

const OPEN_STATE = 'ACTIVE';

/**
 * The accounts a session reaches: those of its agreements, narrowed to `arrangementIds` when the session is a trusted
 * user's whose member shared only some accounts (null: all of them). A member scope is one. A bare list of agreement
 * ids reaches all their accounts (the owner's own view).
 */
export interface AccountReach {
  agreementIds: readonly string[];
  arrangementIds: readonly string[] | null;
}

export function reachOf(reach: AccountReach | readonly string[]): AccountReach {
  return 'agreementIds' in reach ? reach : { agreementIds: reach as readonly string[], arrangementIds: null };
}

/** Whether a session's reach takes in nothing at all (no agreement, or no shared account). */
export function reachesNothing(reach: AccountReach): boolean {
  return reach.agreementIds.length === 0 || (reach.arrangementIds !== null && reach.arrangementIds.length === 0);
}

/** Whether the reach takes in this account of its agreements: the one rule for a trusted user's chosen accounts. */
export function reachesArrangement(reach: AccountReach, arrangementId: string): boolean {
  return reach.arrangementIds === null || reach.arrangementIds.includes(arrangementId);
}

/** Matches no account: what an empty shared list compares with, since `in ()` is not SQL. */
export const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * Narrows a query over per-account rows to the accounts a reach's sharing takes in (`column` names the row's account
 * id); a reach of all accounts leaves it as it is. Use with `.$call(sharedOnly(reach, 'a.id'))` beside the agreement
 * filter, so lists and lookups keyed by something other than the account follow the same rule as visibleArrangements.
 */
export function sharedOnly(reachOrIds: AccountReach | readonly string[], column: string) {
  const { arrangementIds } = reachOf(reachOrIds);
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> => {
    if (arrangementIds === null) return query;
    const ids = arrangementIds.length > 0 ? arrangementIds : [NO_ACCOUNT];
    return query.where(sql<boolean>`${sql.ref(column)} in (${sql.join(ids)})`);
  };
}

/** The accounts a session's agreements reach (narrowed to its shared accounts), in the product summary's order. */
export async function visibleArrangements(db: Kysely<Database>, reachOrIds: AccountReach | readonly string[], states: ArrangementStates = 'open'): Promise<Arrangement[]> {
  const reach = reachOf(reachOrIds);
  if (reachesNothing(reach)) return [];
  let query = db.selectFrom('arrangements').selectAll().where('agreement_id', 'in', reach.agreementIds);
  if (reach.arrangementIds !== null) query = query.where('id', 'in', reach.arrangementIds);
  if (states === 'open') query = query.where('state', '=', OPEN_STATE);
  if (states === 'closed') query = query.where('state', '<>', OPEN_STATE);
  return query.orderBy('display_order').orderBy('opened_on').orderBy('id').execute();
}

/** One account, if the session reaches it; undefined otherwise (callers answer 404 either way). */
export async function findVisibleArrangement(db: Kysely<Database>, reachOrIds: AccountReach | readonly string[], arrangementId: string): Promise<Arrangement | undefined> {
  const reach = reachOf(reachOrIds);
  if (reachesNothing(reach) || !reachesArrangement(reach, arrangementId)) return undefined;
  return db.selectFrom('arrangements').selectAll().where('id', '=', arrangementId).where('agreement_id', 'in', reach.agreementIds).executeTakeFirst();
}

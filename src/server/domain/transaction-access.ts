import type { Kysely } from 'kysely';
import type { Arrangement, Database } from '../db/schema';
import type { MemberScope } from './member-scope';
import { findVisibleArrangement } from './visible-arrangements';

/**
 * Whether the session may see an account's transactions: `undefined` when its agreements do not reach the account
 * (answer 404, as for any id that is not the caller's), `blocked` with the refusal's sentence when the caller may not
 * see this account's details (answer 403), else the account.
 */
export async function transactionAccount(
  db: Kysely<Database>,
  scope: MemberScope,
  arrangementId: string,
  refusal: (account: Pick<Arrangement, 'product_kind'>) => string | undefined,
): Promise<{ account: Arrangement } | { blocked: string } | undefined> {
  const account = await findVisibleArrangement(db, scope, arrangementId);
  if (!account) return undefined;
  const blocked = refusal(account);
  return blocked === undefined ? { account } : { blocked };
}

import type { Kysely } from 'kysely';
import { alertsManifest } from '../../manifests';
import type { Arrangement, Database } from '../db/schema';
import { accountPageBlock } from './alert-page-block';
import type { MemberScope } from './member-scope';
import { findVisibleArrangement } from './visible-arrangements';

/**
 * Whether the session may see an account's transactions: `undefined` when its agreements do not reach the account
 * (answer 404, as for any id that is not the caller's), `blocked` with the alert's sentence when an alert blocks the
 * account's page (answer 403), else the account.
 */
export async function transactionAccount(
  db: Kysely<Database>,
  scope: MemberScope,
  arrangementId: string,
  today: string,
): Promise<{ account: Arrangement } | { blocked: string } | undefined> {
  const account = await findVisibleArrangement(db, scope.agreementIds, arrangementId);
  if (!account) return undefined;
  const blocked = (await accountPageBlock(db, scope, alertsManifest, { pageKey: 'accountdetail', today }))(account);
  return blocked === undefined ? { account } : { blocked };
}

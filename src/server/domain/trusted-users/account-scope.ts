import type { Kysely, Transaction } from 'kysely';
import type { TrustedUserList } from '../../../../engine/core/generated/api.gen';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { dataAgreementIds } from '../service-agreements';
import { visibleArrangements } from '../visible-arrangements';

type Db = Kysely<Database> | Transaction<Database>;

/** An account a member may share with a trusted user: its display name and the last 4 digits of its number. */
export type ShareableAccount = TrustedUserList['accounts'][number];

/**
 * The accounts a trusted agreement reaches when its member shared only some of them; null when the member shared all
 * (no rows), which includes accounts opened later.
 */
export async function sharedAccountIds(db: Db, agreementId: string): Promise<string[] | null> {
  const rows = await db.selectFrom('trusted_user_accounts').select('arrangement_id').where('agreement_id', '=', agreementId).orderBy('arrangement_id').execute();
  return rows.length === 0 ? null : rows.map((row) => row.arrangement_id);
}

/** The shared accounts of several trusted agreements or invitations at once; one absent from the map shares all. */
export async function sharedAccountsOf(db: Db, ids: { agreements: readonly string[]; invitations: readonly string[] }): Promise<Map<string, string[]>> {
  const shared = new Map<string, string[]>();
  const add = (owner: string, arrangementId: string): void => {
    shared.set(owner, [...(shared.get(owner) ?? []), arrangementId]);
  };
  if (ids.agreements.length > 0) {
    const rows = await db.selectFrom('trusted_user_accounts').select(['agreement_id', 'arrangement_id']).where('agreement_id', 'in', ids.agreements).orderBy('arrangement_id').execute();
    for (const row of rows) add(row.agreement_id, row.arrangement_id);
  }
  if (ids.invitations.length > 0) {
    const rows = await db
      .selectFrom('trusted_user_invitation_accounts')
      .select(['invitation_id', 'arrangement_id'])
      .where('invitation_id', 'in', ids.invitations)
      .orderBy('arrangement_id')
      .execute();
    for (const row of rows) add(row.invitation_id, row.arrangement_id);
  }
  return shared;
}

/** The member's open accounts (those of the master agreement the holder acts under), in the account list's order. */
export async function shareableAccounts(db: Db, masterAgreementId: string): Promise<ShareableAccount[]> {
  const accounts = await visibleArrangements(db as Kysely<Database>, await dataAgreementIds(db as Kysely<Database>, masterAgreementId));
  return accounts.map((account) => ({ id: account.id, name: account.name, lastFour: account.account_number.slice(-4) }));
}

/**
 * The accounts a member chose to share, checked: each must be one of their own open accounts, else 400
 * TRUSTED_USER_ACCOUNT_NOT_OWN (another member's account id included) and nothing changes. Null (all accounts)
 * and undefined (unchanged) pass as given.
 */
export async function checkedSharedAccounts(db: Db, masterAgreementId: string, chosen: readonly string[] | null | undefined): Promise<string[] | null | undefined> {
  if (chosen === null || chosen === undefined) return chosen;
  const own = new Set((await shareableAccounts(db, masterAgreementId)).map((account) => account.id));
  if (chosen.length === 0 || chosen.some((id) => !own.has(id))) throw new ApiProblem(400, 'TRUSTED_USER_ACCOUNT_NOT_OWN', '/accountIds');
  return [...new Set(chosen)];
}

/** Replaces the accounts a trusted agreement reaches; null shares all of them. */
export async function writeSharedAccounts(trx: Transaction<Database>, agreementId: string, accountIds: readonly string[] | null): Promise<void> {
  await trx.deleteFrom('trusted_user_accounts').where('agreement_id', '=', agreementId).execute();
  if (accountIds !== null && accountIds.length > 0) {
    await trx.insertInto('trusted_user_accounts').values(accountIds.map((arrangementId) => ({ agreement_id: agreementId, arrangement_id: arrangementId }))).execute();
  }
}

/** Replaces the accounts a waiting invitation will share; null shares all of them. */
export async function writeInvitationAccounts(trx: Transaction<Database>, invitationId: string, accountIds: readonly string[] | null): Promise<void> {
  await trx.deleteFrom('trusted_user_invitation_accounts').where('invitation_id', '=', invitationId).execute();
  if (accountIds !== null && accountIds.length > 0) {
    await trx.insertInto('trusted_user_invitation_accounts').values(accountIds.map((arrangementId) => ({ invitation_id: invitationId, arrangement_id: arrangementId }))).execute();
  }
}

/** The accounts a waiting invitation shares, carried to the trusted agreement made when it is accepted. */
export async function invitationSharedAccounts(db: Db, invitationId: string): Promise<string[] | null> {
  const rows = await db.selectFrom('trusted_user_invitation_accounts').select('arrangement_id').where('invitation_id', '=', invitationId).orderBy('arrangement_id').execute();
  return rows.length === 0 ? null : rows.map((row) => row.arrangement_id);
}

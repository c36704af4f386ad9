import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { TrustedUser, TrustedUserFeatureLevels } from '../../../../engine/core/generated/api.gen';
import type { AccessLevel, Database, Session } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { featureLevelsFromHeld, groupsFor, type FeatureLevels } from './access-mapping';
import { checkedSharedAccounts, sharedAccountsOf, writeInvitationAccounts, writeSharedAccounts } from './account-scope';

type Db = Kysely<Database> | Transaction<Database>;

/** The master holder managing trusted users: the signed-in user and the master agreement the session acts under. */
export interface MasterScope {
  userId: string;
  agreementId: string;
  /** The member whose accounts the agreement holds (its primary user): trusted agreements reach through them. */
  ownerId: string;
  ownerName: string;
}

/**
 * Only the holder of the master agreement the session acts under may manage its trusted users: a trusted user (or
 * staff) acting under another agreement is refused with 403 before any id is looked up.
 */
export async function masterScopeOf(db: Db, session: Session): Promise<MasterScope> {
  if (session.service_agreement_id === null) throw new ApiProblem(403, 'FORBIDDEN');
  const row = await db
    .selectFrom('service_agreements as a')
    .innerJoin('agreement_users as u', (join) => join.onRef('u.agreement_id', '=', 'a.id').on('u.user_id', '=', session.user_id))
    .innerJoin('members as m', 'm.id', 'a.primary_user_id')
    .select(['a.id', 'a.is_master', 'a.primary_user_id', 'u.user_type', 'u.access_level', 'm.full_name', 'm.employee_guid'])
    .where('a.id', '=', session.service_agreement_id)
    .executeTakeFirst();
  const holder =
    row !== undefined &&
    row.is_master &&
    row.primary_user_id === session.user_id &&
    (row.user_type === 'Master' || row.user_type === 'Business') &&
    row.access_level === 'FULL_ACCESS' &&
    (row.employee_guid === null || row.employee_guid === '');
  if (!holder) throw new ApiProblem(403, 'FORBIDDEN');
  return { userId: session.user_id, agreementId: row.id, ownerId: row.primary_user_id, ownerName: row.full_name };
}

/** The agreements through which trusted users reach the owner's accounts, with the one trusted user listed on each. */
function trustedListings(db: Db, ownerId: string) {
  return db
    .selectFrom('service_agreements as a')
    .innerJoin('agreement_users as u', 'u.agreement_id', 'a.id')
    .innerJoin('members as m', 'm.id', 'u.user_id')
    .select(['a.id', 'u.user_id', 'u.access_level', 'u.user_type', 'm.full_name'])
    .where('a.primary_user_id', '=', ownerId)
    .where('a.is_master', '=', false)
    .where('u.user_type', 'in', ['Trusted Member', 'Trusted Entity']);
}

/** The privilege identifiers (resource.function.privilege) a user's groups grant on an agreement. */
async function heldPrivileges(db: Db, agreementId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('function_groups as g')
    .innerJoin('user_function_groups as ug', 'ug.function_group_id', 'g.id')
    .innerJoin('function_group_privileges as p', 'p.function_group_id', 'g.id')
    .select(['p.resource', 'p.function', 'p.privilege'])
    .where('g.service_agreement_id', '=', agreementId)
    .where('ug.user_id', '=', userId)
    .where('g.access_level', '<>', 'NO_ACCESS')
    .execute();
  return new Set(rows.map((row) => `${row.resource}.${row.function}.${row.privilege}`));
}

/** The master holder's trusted users (accepted, from the access tables) and invitations still waiting, names in order. */
export async function listTrustedUsers(db: Db, scope: MasterScope, now: Date): Promise<TrustedUser[]> {
  const listings = await trustedListings(db, scope.ownerId).orderBy('m.full_name').orderBy('a.id').execute();
  const invitations = await db
    .selectFrom('trusted_user_invitations')
    .selectAll()
    .where('agreement_id', '=', scope.agreementId)
    .where('status', 'in', ['PENDING', 'ACCEPTED'])
    .orderBy('created_at')
    .execute();
  const shared = await sharedAccountsOf(db, { agreements: listings.map((listing) => listing.id), invitations: invitations.map((row) => row.id) });
  const acceptedBy = new Map(invitations.filter((row) => row.trusted_agreement_id !== null).map((row) => [row.trusted_agreement_id, row]));
  const active: TrustedUser[] = [];
  for (const listing of listings) {
    const invitation = acceptedBy.get(listing.id);
    active.push({
      id: listing.id,
      status: 'ACTIVE',
      name: listing.full_name,
      email: invitation?.email ?? null,
      userType: listing.user_type as TrustedUser['userType'],
      accessLevel: listing.access_level,
      features: featureLevelsFromHeld(await heldPrivileges(db, listing.id, listing.user_id)),
      invitedAt: invitation?.created_at.toISOString() ?? null,
      expiresAt: null,
      accountIds: shared.get(listing.id) ?? null,
    });
  }
  const pending: TrustedUser[] = invitations
    .filter((row) => row.status === 'PENDING' && row.expires_at > now)
    .map((row) => ({
      id: row.id,
      status: 'PENDING',
      name: row.name,
      email: row.email,
      userType: row.user_type,
      accessLevel: row.access_level,
      features: row.features as unknown as TrustedUserFeatureLevels,
      invitedAt: row.created_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      accountIds: shared.get(row.id) ?? null,
    }));
  return [...active, ...pending];
}

/** One of the master holder's trusted users or waiting invitations by id; another member's id (or anything else) is 404. */
async function findTrustedUser(db: Db, scope: MasterScope, id: string, now: Date): Promise<{ kind: 'ACTIVE'; userId: string } | { kind: 'PENDING' }> {
  const listing = await trustedListings(db, scope.ownerId).where('a.id', '=', id).executeTakeFirst();
  if (listing) return { kind: 'ACTIVE', userId: listing.user_id };
  const invitation = await db
    .selectFrom('trusted_user_invitations')
    .select('id')
    .where('id', '=', id)
    .where('agreement_id', '=', scope.agreementId)
    .where('status', '=', 'PENDING')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (invitation) return { kind: 'PENDING' };
  throw new ApiProblem(404, 'NOT_FOUND');
}

/** Makes sure the catalogue lists every privilege a group will hold (function_group_privileges references it). */
async function ensureCatalogue(db: Db, privileges: readonly { resource: string; function: string; privilege: string }[]): Promise<void> {
  if (privileges.length === 0) return;
  await db.insertInto('business_function_privileges').values([...privileges]).onConflict((conflict) => conflict.doNothing()).execute();
}

/**
 * Writes a trusted user's access on their agreement: the level agreement_users holds (what the view-only rule reads)
 * and one function group per area with access (config/trusted-users.json), replacing whatever groups the agreement had.
 */
export async function writeTrustedAccess(trx: Transaction<Database>, input: { agreementId: string; userId: string; accessLevel: AccessLevel; features: FeatureLevels }): Promise<void> {
  await trx.updateTable('agreement_users').set({ access_level: input.accessLevel }).where('agreement_id', '=', input.agreementId).where('user_id', '=', input.userId).execute();
  await trx.deleteFrom('function_groups').where('service_agreement_id', '=', input.agreementId).execute();
  for (const group of groupsFor(input.accessLevel, input.features)) {
    await ensureCatalogue(trx, group.privileges);
    const id = randomUUID();
    await trx.insertInto('function_groups').values({ id, service_agreement_id: input.agreementId, name: group.name, access_level: group.accessLevel, description: 'Set by the master holder on the trusted-users page.' }).execute();
    await trx.insertInto('function_group_privileges').values(group.privileges.map((privilege) => ({ function_group_id: id, ...privilege }))).execute();
    await trx.insertInto('user_function_groups').values({ user_id: input.userId, function_group_id: id }).execute();
  }
}

/**
 * Changes a trusted user's (or a waiting invitation's) access, and the accounts they reach when `accountIds` is given
 * (null: all accounts); it applies from the trusted user's next call. Accounts not the member's own are refused
 * before anything changes.
 */
export async function updateTrustedAccess(
  db: Kysely<Database>,
  scope: MasterScope,
  id: string,
  input: { accessLevel: AccessLevel; features: FeatureLevels; accountIds?: readonly string[] | null },
  now: Date,
): Promise<TrustedUser> {
  await db.transaction().execute(async (trx) => {
    const found = await findTrustedUser(trx, scope, id, now);
    const accountIds = await checkedSharedAccounts(trx, scope.agreementId, input.accountIds);
    if (found.kind === 'PENDING') {
      await trx.updateTable('trusted_user_invitations').set({ access_level: input.accessLevel, features: JSON.stringify(input.features) }).where('id', '=', id).execute();
      if (accountIds !== undefined) await writeInvitationAccounts(trx, id, accountIds);
    } else {
      await writeTrustedAccess(trx, { agreementId: id, userId: found.userId, accessLevel: input.accessLevel, features: input.features });
      if (accountIds !== undefined) await writeSharedAccounts(trx, id, accountIds);
    }
  });
  const updated = (await listTrustedUsers(db, scope, now)).find((entry) => entry.id === id);
  if (!updated) throw new ApiProblem(404, 'NOT_FOUND');
  return updated;
}

/**
 * Revokes a trusted user at once: they are no longer listed on the agreement (their groups go with it), and every
 * session acting under it loses it, so their next call is refused; the accounts they were shared go too. A waiting invitation is cancelled (its link stops
 * working). The agreement row itself stays: payments made under it still name it.
 */
export async function revokeTrustedUser(db: Kysely<Database>, scope: MasterScope, id: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await findTrustedUser(trx, scope, id, now);
    if (found.kind === 'PENDING') {
      await trx.updateTable('trusted_user_invitations').set({ status: 'CANCELLED' }).where('id', '=', id).where('status', '=', 'PENDING').execute();
      return;
    }
    await trx.deleteFrom('function_groups').where('service_agreement_id', '=', id).execute();
    await writeSharedAccounts(trx, id, null);
    await trx.deleteFrom('agreement_users').where('agreement_id', '=', id).where('user_id', '=', found.userId).execute();
    await trx.updateTable('sessions').set({ service_agreement_id: null }).where('service_agreement_id', '=', id).execute();
  });
}

/** A new agreement external id: digits, unused (agreements are matched by their numeric external id). */
export async function newAgreementExternalId(db: Db, prefix: '6' | '7'): Promise<string> {
  for (;;) {
    const candidate = `${prefix}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    const taken = await db.selectFrom('service_agreements').select('id').where('external_id', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

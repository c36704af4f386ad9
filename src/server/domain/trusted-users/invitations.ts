import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type {
  TrustedUserAcceptance,
  TrustedUserAcceptanceRequest,
  TrustedUserFeatureLevels,
  TrustedUserInvitationDetails,
  TrustedUserInvitationReceipt,
  TrustedUserInvitationRequest,
} from '../../../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../../../engine/core';
import { formatInstantIn } from '../../../../engine/core/calendar';
import { appManifest } from '../../../manifests';
import { trustedUsersManifest } from '../../../manifests/trusted-users-manifest';
import { acceptablePassword, acceptableUsername } from '../../auth/credential-policy';
import { claimSlot } from '../../auth/attempt-slots';
import type { ThrottlePolicy } from '../../auth/login-throttle';
import { hashPassword } from '../../auth/password';
import { signIn } from '../../auth/sign-in';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { formProblem } from '../../forms';
import { accessProfileFor } from './access-profiles';
import { levelProblem } from './access-mapping';
import { newAgreementExternalId, writeTrustedAccess, type MasterScope } from './trusted-users';
import { checkedSharedAccounts, invitationSharedAccounts, writeInvitationAccounts, writeSharedAccounts } from './account-scope';
import { businessDate } from '../business-date';
import { tokenHash } from '../../token-hash';
import { manifestIn } from '../../i18n/localized-manifest';
import { languageOf } from '../../i18n/user-language';

const { invitation: rules, acceptance: limit, copy } = trustedUsersManifest;

/** How an invitation e-mail leaves: the demo outbox in demo mode; outside it, no provider is wired in (503). */
export interface InvitationMailer {
  send(input: { senderUserId: string; email: string; subject: string; body: string; now: Date }): Promise<void>;
}

/**
 * Demo mode: the invitation lands in outbox_messages as an EMAIL. The invitee may have no user yet, so the row is
 * filed under the member who sent it, and GET /api/dev/outbox shows it to them (the demo's stand-in for a mailbox).
 */
export function outboxInvitationMailer(db: Kysely<Database>): InvitationMailer {
  return {
    async send({ senderUserId, email, subject, body, now }) {
      await db
        .insertInto('outbox_messages')
        .values({ id: randomUUID(), user_id: senderUserId, channel: 'EMAIL', recipient: email, body: `${subject}\n\n${body}`, transaction_id: null, created_at: now })
        .execute();
    },
  };
}

export const unconfiguredInvitationMailer: InvitationMailer = {
  send: () => Promise.reject(new ApiProblem(503, 'MESSAGE_SENDER_UNAVAILABLE')),
};

/** Where and how an invitation e-mail is sent: its mailer and the public origin its link is built on. */
export interface InvitationPost {
  mailer: InvitationMailer;
  /** config/app.json publicOrigin (PUBLIC_ORIGIN): the link in the e-mail is absolute, opened from a mail client. */
  origin: string;
}

/** A fresh one-time token and when it expires (config's hours from now); only its hash is ever stored. */
function freshToken(now: Date): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token), expiresAt: new Date(now.getTime() + rules.expiresInHours * 3_600_000) };
}

/**
 * The invitation e-mail: the full link to the acceptance page, and the expiry on the credit union's wall clock. The
 * invitee's language is not known before they accept, so it reads in the language of the member who invites them.
 */
async function mailInvitation(db: Kysely<Database>, post: InvitationPost, scope: MasterScope, input: { email: string; token: string; expiresAt: Date; now: Date }): Promise<void> {
  const locale = await languageOf(db, scope.userId);
  const words = manifestIn(trustedUsersManifest, 'trusted-users.json', locale).copy;
  const link = `${new URL(rules.linkPath, post.origin).href}#${input.token}`;
  const productName = manifestIn(appManifest, 'app.json', locale).productName;
  const values = { inviter: scope.ownerName, product: productName, link, date: formatInstantIn(input.expiresAt, appManifest.calendar.timeZone, locale) };
  await post.mailer.send({
    senderUserId: scope.userId,
    email: input.email,
    subject: resolveTemplate(words.emailSubject ?? '', values),
    body: resolveTemplate(words.emailBody ?? '', values),
    now: input.now,
  });
}

/** Sends a one-time link: a random 256-bit token, stored hashed, valid for config's hours, used at most once. */
export async function createInvitation(
  db: Kysely<Database>,
  post: InvitationPost,
  scope: MasterScope,
  input: TrustedUserInvitationRequest,
  now: Date,
): Promise<TrustedUserInvitationReceipt> {
  const problem = levelProblem(input.accessLevel, input.features);
  if (problem) throw new ApiProblem(400, problem.code, problem.path);
  const { token, hash, expiresAt } = freshToken(now);
  const id = randomUUID();
  const email = input.email.trim().toLowerCase();
  const accountIds = (await checkedSharedAccounts(db, scope.agreementId, input.accountIds)) ?? null;
  await db.transaction().execute(async (trx) => {
    // Serialises invitations of one agreement, so two at once cannot both slip under the pending limit.
    await trx.selectFrom('service_agreements').select('id').where('id', '=', scope.agreementId).forUpdate().execute();
    const pending = await trx
      .selectFrom('trusted_user_invitations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('agreement_id', '=', scope.agreementId)
      .where('status', '=', 'PENDING')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    if (Number(pending.count) >= rules.maxPending) throw new ApiProblem(409, 'TRUSTED_USER_INVITATION_LIMIT');
    await trx
      .insertInto('trusted_user_invitations')
      .values({
        id,
        agreement_id: scope.agreementId,
        invited_by: scope.userId,
        name: input.name.trim(),
        email,
        user_type: input.userType,
        access_level: input.accessLevel,
        features: JSON.stringify(input.features),
        token_hash: hash,
        status: 'PENDING',
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    await writeInvitationAccounts(trx, id, accountIds);
  });
  await mailInvitation(db, post, scope, { email, token, expiresAt, now });
  return { id, email, expiresAt: expiresAt.toISOString() };
}

/**
 * Sends a waiting invitation again: a fresh token and expiry replace the old ones in one update, so the link sent
 * before stops working at once. Only the master holder's own invitation still waiting (expired or not); any other
 * id is 404 and changes nothing.
 */
export async function resendInvitation(db: Kysely<Database>, post: InvitationPost, scope: MasterScope, id: string, now: Date): Promise<TrustedUserInvitationReceipt> {
  const { token, hash, expiresAt } = freshToken(now);
  const updated = await db
    .updateTable('trusted_user_invitations')
    .set({ token_hash: hash, expires_at: expiresAt })
    .where('id', '=', id)
    .where('agreement_id', '=', scope.agreementId)
    .where('status', '=', 'PENDING')
    .returning('email')
    .executeTakeFirst();
  if (!updated) throw new ApiProblem(404, 'NOT_FOUND');
  await mailInvitation(db, post, scope, { email: updated.email, token, expiresAt, now });
  return { id, email: updated.email, expiresAt: expiresAt.toISOString() };
}

/**
 * The rate limit of the public invitation endpoints: attempts per client address in config's window, a slot claimed
 * in the shared attempt limiter (src/server/auth/attempt-slots.ts) before anything is looked up, so every server
 * process sees the same numbers and concurrent calls cannot slip past it. Every call counts, found or not.
 */
export async function countAttempt(db: Kysely<Database>, ip: string, now: Date): Promise<void> {
  const claim = await claimSlot(db, { scope: 'invitation:address', subject: ip }, { maxAttempts: limit.maxAttemptsPerAddress, windowSeconds: limit.windowSeconds }, now);
  if (!claim.allowed) throw new ApiProblem(429, 'TRUSTED_USER_THROTTLED');
}

/** A usable invitation by its token: pending and not expired. Anything else is the same 410, whichever it was. */
async function usableInvitation(db: Kysely<Database> | Transaction<Database>, token: string, now: Date, lock = false) {
  let query = db
    .selectFrom('trusted_user_invitations as i')
    .innerJoin('service_agreements as a', 'a.id', 'i.agreement_id')
    .innerJoin('members as owner', 'owner.id', 'a.primary_user_id')
    .select(['i.id', 'i.agreement_id', 'i.name', 'i.email', 'i.user_type', 'i.access_level', 'i.features', 'i.expires_at', 'a.primary_user_id', 'a.name as agreement_name', 'owner.full_name as owner_name'])
    .where('i.token_hash', '=', tokenHash(token))
    .where('i.status', '=', 'PENDING')
    .where('i.expires_at', '>', now);
  if (lock) query = query.forUpdate('i');
  const found = await query.executeTakeFirst();
  if (!found) throw new ApiProblem(410, 'TRUSTED_USER_INVITATION_INVALID');
  return found;
}

/** What the link offers, for the acceptance page; does not use it up. */
export async function invitationDetails(db: Kysely<Database>, token: string, now: Date): Promise<TrustedUserInvitationDetails> {
  const found = await usableInvitation(db, token, now);
  return {
    inviterName: found.owner_name,
    name: found.name,
    userType: found.user_type,
    accessLevel: found.access_level,
    features: found.features as unknown as TrustedUserFeatureLevels,
    expiresAt: found.expires_at.toISOString(),
  };
}

/** A new sign-in's mobile phone, under the profile's phone rules (config/forms/profile-phone.json); 400 on the field otherwise. */
async function checkedMobilePhone(db: Kysely<Database>, number: string | undefined): Promise<string> {
  const refused = await formProblem(db, 'profile-phone', { number: number ?? '', type: 'MOBILE' }, { at: () => '/mobilePhone' });
  if (refused) throw refused;
  return number as string;
}

function splitName(name: string): { given: string; family: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? { given: parts.slice(0, -1).join(' '), family: parts[parts.length - 1] ?? '' } : { given: name.trim(), family: '' };
}

/** A user's own master agreement (trusted agreements are offered beside it); one without accounts is made for a new user. */
async function ownMaster(trx: Transaction<Database>, userId: string): Promise<{ externalId: string } | undefined> {
  const row = await trx
    .selectFrom('service_agreements as a')
    .innerJoin('agreement_users as u', (join) => join.onRef('u.agreement_id', '=', 'a.id').on('u.user_id', '=', userId))
    .select('a.external_id')
    .where('a.is_master', '=', true)
    .where('a.primary_user_id', '=', userId)
    .orderBy('a.external_id')
    .executeTakeFirst();
  return row ? { externalId: row.external_id } : undefined;
}

async function createOwnMaster(trx: Transaction<Database>, user: { id: string; fullName: string; business: boolean }): Promise<{ externalId: string }> {
  const id = randomUUID();
  const externalId = await newAgreementExternalId(trx, '6');
  await trx
    .insertInto('service_agreements')
    .values({ id, name: user.fullName, description: user.business ? 'Business membership' : 'Personal membership', is_master: true, external_id: externalId, trusted_external_id: null, primary_user_id: user.id })
    .execute();
  await trx.insertInto('agreement_users').values({ agreement_id: id, user_id: user.id, access_level: 'FULL_ACCESS', user_type: user.business ? 'Business' : 'Master', is_default: false }).execute();
  const profile = accessProfileFor({ accessLevel: 'FULL_ACCESS', business: user.business, staff: false });
  const privileges = profile.grants.flatMap((grant) => grant.privileges.map((privilege) => ({ resource: grant.resource, function: grant.function, privilege })));
  await trx.insertInto('business_function_privileges').values(privileges).onConflict((conflict) => conflict.doNothing()).execute();
  const groupId = randomUUID();
  await trx.insertInto('function_groups').values({ id: groupId, service_agreement_id: id, name: profile.groupName, access_level: profile.accessLevel, description: profile.description }).execute();
  await trx.insertInto('function_group_privileges').values(privileges.map((privilege) => ({ function_group_id: groupId, ...privilege }))).execute();
  await trx.insertInto('user_function_groups').values({ user_id: user.id, function_group_id: groupId }).execute();
  return { externalId };
}

/**
 * Accepts an invitation, once: a new user creates their sign-in (username and password rules of config/app.json),
 * an existing one proves theirs (the sign-in check and its throttle). Either way a trusted agreement reaching the
 * inviter's accounts is made, offered beside the user's own master agreement, with the invitation's access
 * written to the access tables. The invitation row is locked and marked used in the same transaction.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  input: TrustedUserAcceptanceRequest & { ip: string; now: Date; throttle: ThrottlePolicy },
): Promise<TrustedUserAcceptance> {
  let existingUserId: string | undefined;
  if (input.mode === 'EXISTING_USER') {
    // Checked before the transaction: scrypt is slow, and the throttle records the attempt either way.
    await usableInvitation(db, input.token, input.now);
    const outcome = await signIn(db, { username: input.username, password: input.password, ip: input.ip, now: input.now, policy: input.throttle });
    if (outcome.kind === 'throttled') throw new ApiProblem(429, 'LOGIN_THROTTLED');
    if (outcome.kind === 'failed') throw new ApiProblem(401, 'LOGIN_FAILED');
    existingUserId = outcome.userId;
  }
  const newUsername = input.mode === 'NEW_USER' ? acceptableUsername(input.username) : undefined;
  const mobilePhone = input.mode === 'NEW_USER' ? await checkedMobilePhone(db, input.mobilePhone) : undefined;
  if (input.mode === 'NEW_USER') {
    if (newUsername === undefined) throw new ApiProblem(400, 'USERNAME_POLICY', '/username');
    if (!acceptablePassword({ newPassword: input.password, currentPassword: '', username: newUsername })) throw new ApiProblem(400, 'PASSWORD_POLICY', '/password');
  }
  const passwordHash = input.mode === 'NEW_USER' ? await hashPassword(input.password) : undefined;

  return db.transaction().execute(async (trx) => {
    const invitation = await usableInvitation(trx, input.token, input.now, true);
    const features = invitation.features as unknown as TrustedUserFeatureLevels;
    const problem = levelProblem(invitation.access_level, features);
    if (problem) throw new ApiProblem(400, problem.code, problem.path);
    const business = invitation.user_type === 'Trusted Entity';
    let userId: string;
    let username: string;
    let master: { externalId: string } | undefined;
    if (existingUserId !== undefined) {
      const user = await trx.selectFrom('members').select(['id', 'username', 'employee_guid']).where('id', '=', existingUserId).executeTakeFirstOrThrow();
      const already = await trx
        .selectFrom('service_agreements as a')
        .innerJoin('agreement_users as u', 'u.agreement_id', 'a.id')
        .select('a.id')
        .where('u.user_id', '=', user.id)
        .where((eb) => eb.or([eb('a.id', '=', invitation.agreement_id), eb('a.primary_user_id', '=', invitation.primary_user_id)]))
        .executeTakeFirst();
      if (already || user.id === invitation.primary_user_id || (user.employee_guid !== null && user.employee_guid !== '')) throw new ApiProblem(409, 'TRUSTED_USER_NOT_ALLOWED');
      userId = user.id;
      username = user.username;
      master = await ownMaster(trx, user.id);
      master ??= await createOwnMaster(trx, { id: user.id, fullName: (await trx.selectFrom('members').select('full_name').where('id', '=', user.id).executeTakeFirstOrThrow()).full_name, business: false });
    } else {
      username = newUsername as string;
      const taken = await trx.selectFrom('members').select('id').where('username', '=', username).executeTakeFirst();
      if (taken) throw new ApiProblem(409, 'USERNAME_TAKEN', '/username');
      userId = randomUUID();
      const { given, family } = splitName(invitation.name);
      await trx
        .insertInto('members')
        .values({
          id: userId,
          external_id: `T${randomBytes(6).toString('hex').toUpperCase()}`,
          username,
          membership_type: business ? 'C' : 'P',
          full_name: invitation.name,
          given_name: given,
          family_name: family,
          member_since: businessDate(input.now),
          employee_guid: null,
        })
        .execute();
      await trx.insertInto('credentials').values({ user_id: userId, password_hash: passwordHash as string }).execute();
      // Where the new sign-in's one-time codes and notices go: the phone they gave, and the address invited.
      await trx
        .insertInto('member_phone_addresses')
        .values({ id: randomUUID(), user_id: userId, phone_type: 'MOBILE', number: mobilePhone as string, extension: '', status: 'ACTIVE' })
        .execute();
      master = await createOwnMaster(trx, { id: userId, fullName: invitation.name, business });
    }

    // The invited address is the one the invitation proved reaches them: it becomes their email when they have none.
    const email = await trx.selectFrom('member_electronic_addresses').select('id').where('user_id', '=', userId).executeTakeFirst();
    if (!email) await trx.insertInto('member_electronic_addresses').values({ id: randomUUID(), user_id: userId, email_address: invitation.email, status: 'ACTIVE' }).execute();

    const agreementId = randomUUID();
    await trx
      .insertInto('service_agreements')
      .values({
        id: agreementId,
        name: invitation.agreement_name,
        description: business ? 'Trusted entity access' : 'Trusted member access',
        is_master: false,
        external_id: await newAgreementExternalId(trx, '7'),
        // Offered beside the master agreement whose numeric external id it names, the trusted user's own.
        trusted_external_id: master.externalId,
        primary_user_id: invitation.primary_user_id,
      })
      .execute();
    await trx
      .insertInto('agreement_users')
      // A new user starts in the accounts they were invited to; an existing one keeps the agreement they start in.
      .values({ agreement_id: agreementId, user_id: userId, access_level: invitation.access_level, user_type: invitation.user_type, is_default: existingUserId === undefined })
      .execute();
    await writeTrustedAccess(trx, { agreementId, userId, accessLevel: invitation.access_level, features });
    await writeSharedAccounts(trx, agreementId, await invitationSharedAccounts(trx, invitation.id));
    await trx
      .updateTable('trusted_user_invitations')
      .set({ status: 'ACCEPTED', accepted_at: input.now, accepted_by: userId, trusted_agreement_id: agreementId })
      .where('id', '=', invitation.id)
      .execute();
    return { username, inviterName: invitation.owner_name };
  });
}

import { blindIndexes } from '../../identity/identity-facts-seal';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { SignInHelpRecoverySettings } from '../../../../engine/core/generated/manifests.gen';
import { resolveTemplate } from '../../../../engine/core/template';
import { appManifest } from '../../../manifests';
import { signInHelpManifest } from '../../../manifests/sign-in-help-manifest';
import { claimSlot } from '../../auth/attempt-slots';
import { acceptablePassword, acceptableUsername } from '../../auth/credential-policy';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Database, SignInHelpPurpose, SignInHelpRecoveriesTable } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { activePhones } from '../../messaging/contact-points';
import type { MessageSender } from '../../messaging/message-sender';
import { hashOtpCode, newOtpCode, otpMatches } from '../../auth/otp';
import { checkCode, normalUsername, subjectKeyOf, type ClaimedIdentity, type CodeCheck } from './facts';
import { tokenHash } from '../../token-hash';
import { localeToUse, type LocaleTag } from '../../i18n/locales';
import { manifestIn } from '../../i18n/localized-manifest';
import { languageOf } from '../../i18n/user-language';

export const recoverySettings = (): SignInHelpRecoverySettings => signInHelpManifest.recovery;

/** What a text to the member says, in their language: the recovery's texts and the product's name and phone. */
function textsIn(locale: LocaleTag): { recovery: SignInHelpRecoverySettings; productName: string; memberServicesPhone: string } {
  const app = manifestIn(appManifest, 'app.json', locale);
  return { recovery: manifestIn(signInHelpManifest, 'sign-in-help.json', locale).recovery, productName: app.productName, memberServicesPhone: app.memberServicesPhone };
}

type Recovery = Selectable<SignInHelpRecoveriesTable>;

const addSeconds = (instant: Date, seconds: number): Date => new Date(instant.getTime() + seconds * 1000);

/**
 * The member the claimed facts name, if exactly one does and can be reached on a phone: for a forgotten password the
 * username's member (enrolled) with those facts; for a forgotten username an enrolled member with those facts
 * holding an account (under their own master agreement) ending in accountLast4; for enrolment the same, not yet
 * enrolled. Staff have no identity facts, so never match.
 */
export async function matchingMember(db: Kysely<Database>, claim: ClaimedIdentity): Promise<{ id: string; username: string; phone: string; language: LocaleTag } | undefined> {
  let query = db
    .selectFrom('members')
    .innerJoin('member_identity_facts as facts', 'facts.user_id', 'members.id')
    .leftJoin('credentials', 'credentials.user_id', 'members.id')
    .select(['members.id', 'members.username', 'members.language'])
    // The facts are sealed at rest: matched by their blind index under each key a row may name.
    .where('facts.match_index', 'in', blindIndexes({ taxIdLast4: claim.taxIdLast4, birthDate: claim.birthDate }))
    .where('members.employee_guid', 'is', null);
  query = claim.purpose === 'enrol' ? query.where('credentials.user_id', 'is', null) : query.where('credentials.user_id', 'is not', null);
  if (claim.purpose === 'password') {
    query = query.where('members.username', '=', normalUsername(claim.username ?? ''));
  } else {
    const last4 = claim.accountLast4 ?? '';
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('arrangements')
          .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
          .select('arrangements.id')
          .whereRef('service_agreements.primary_user_id', '=', 'members.id')
          .where('service_agreements.is_master', '=', true)
          .where(sql<boolean>`right(arrangements.account_number, 4) = ${last4}`),
      ),
    );
  }
  const found = await query.limit(2).execute();
  const member = found.length === 1 ? found[0] : undefined;
  if (!member) return undefined;
  const phone = (await activePhones(db, member.id))[0];
  return phone ? { id: member.id, username: member.username, phone: phone.number, language: localeToUse(member.language) } : undefined;
}

/**
 * Claims this start's slots (src/server/auth/attempt-slots.ts), before anyone is looked up: one for the address and
 * one for the claimed facts. Throws 429 when either is over its limit in its window. Keyed on all the facts claimed,
 * not on the username alone, so a stranger who names a member without knowing their facts fills only a bucket of
 * their own making and cannot keep the member from recovering.
 */
export async function checkStartLimits(db: Kysely<Database>, input: { ip: string; subjectKey: string; now: Date }): Promise<void> {
  const { startsPerAddress, startsPerIdentity } = recoverySettings();
  const byAddress = await claimSlot(db, { scope: 'sign-in-help:address', subject: input.ip }, { maxAttempts: startsPerAddress.maxStarts, windowSeconds: startsPerAddress.windowSeconds }, input.now);
  const byFacts = await claimSlot(db, { scope: 'sign-in-help:facts', subject: input.subjectKey }, { maxAttempts: startsPerIdentity.maxStarts, windowSeconds: startsPerIdentity.windowSeconds }, input.now);
  if (!byAddress.allowed || !byFacts.allowed) throw new ApiProblem(429, 'SIGN_IN_HELP_THROTTLED');
}

/**
 * Starts a recovery: always writes one (with a fresh browser token) and, when the facts name a member, returns the
 * text of the code to the phone on file as `deliver`, for the caller to run after its answer has gone out: the
 * answer then takes the same time whether or not anyone matched, and a failing SMS provider is logged, never told.
 */
export async function startRecovery(
  db: Kysely<Database>,
  sender: MessageSender,
  input: { claim: ClaimedIdentity; ip: string; now: Date },
): Promise<{ token: string; deliver?: () => Promise<void> }> {
  const settings = recoverySettings();
  const subjectKey = subjectKeyOf(input.claim);
  await checkStartLimits(db, { ip: input.ip, subjectKey, now: input.now });
  const member = await matchingMember(db, input.claim);
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const code = newOtpCode(settings.codeLength);
  await db
    .insertInto('sign_in_help_recoveries')
    .values({
      id,
      token_hash: tokenHash(token),
      purpose: input.claim.purpose,
      user_id: member?.id ?? null,
      ip: input.ip,
      code_hash: hashOtpCode(id, code),
      code_expires_at: addSeconds(input.now, settings.codeExpirySeconds),
      status: 'CODE_SENT',
      created_at: input.now,
      expires_at: addSeconds(input.now, settings.lifetimeSeconds),
    })
    .execute();
  if (!member) return { token };
  // The member the facts name is known: the code reads in their language (the expiry is the English settings').
  const texts = textsIn(member.language);
  const text = resolveTemplate(texts.recovery.codeText, { productName: texts.productName, code, minutes: Math.ceil(settings.codeExpirySeconds / 60) });
  return { token, deliver: () => sender.sendSms({ userId: member.id, number: member.phone }, text) };
}

/** The recovery a browser token names, still open (not expired, not finished), or 400 SIGN_IN_HELP_EXPIRED. */
export async function openRecovery(db: Kysely<Database>, token: string | undefined, now: Date): Promise<Recovery> {
  if (token === undefined || token === '') throw new ApiProblem(400, 'SIGN_IN_HELP_EXPIRED');
  const row = await db.selectFrom('sign_in_help_recoveries').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst();
  if (!row || row.status === 'COMPLETED' || row.expires_at <= now) throw new ApiProblem(400, 'SIGN_IN_HELP_EXPIRED');
  if (row.status === 'LOCKED') throw new ApiProblem(423, 'SIGN_IN_HELP_LOCKED');
  return row;
}

/**
 * Checks a code. Right: the recovery is verified (a forgotten username is then texted to the phone on file, named in
 * the answer, and the recovery is done). Every entry is counted before it is compared; the maxCodeAttempts-th wrong code locks the recovery.
 */
export async function verifyRecoveryCode(
  db: Kysely<Database>,
  sender: MessageSender,
  input: { token: string | undefined; code: string; now: Date },
): Promise<{ purpose: SignInHelpPurpose; username?: string }> {
  const recovery = await openRecovery(db, input.token, input.now);
  if (recovery.status === 'VERIFIED') return { purpose: recovery.purpose };
  if (recovery.code_expires_at <= input.now) throw new ApiProblem(400, 'SIGN_IN_HELP_EXPIRED');
  // Claimed before the code is compared, in one statement, so concurrent guesses at one recovery get no more checks
  // than maxCodeAttempts between them.
  const maxAttempts = recoverySettings().maxCodeAttempts;
  const attempt = await claimSlot(db, { scope: 'sign-in-help:code', subject: recovery.id }, { maxAttempts, windowSeconds: recoverySettings().lifetimeSeconds }, input.now);
  const outcome: CodeCheck = attempt.allowed
    ? checkCode({ matches: otpMatches(recovery.id, input.code, recovery.code_hash), forRealMember: recovery.user_id !== null, failedSoFar: attempt.attempts - 1, maxAttempts })
    : { kind: 'locked' };
  if (outcome.kind !== 'verified') {
    if (outcome.kind === 'locked') {
      await db.updateTable('sign_in_help_recoveries').set({ status: 'LOCKED' }).where('id', '=', recovery.id).where('status', '=', 'CODE_SENT').execute();
      throw new ApiProblem(423, 'SIGN_IN_HELP_LOCKED');
    }
    throw new ApiProblem(400, 'SIGN_IN_HELP_CODE_INCORRECT', '/code');
  }
  const userId = recovery.user_id ?? '';
  if (recovery.purpose !== 'username') {
    await db.updateTable('sign_in_help_recoveries').set({ status: 'VERIFIED', verified_at: input.now }).where('id', '=', recovery.id).execute();
    return { purpose: recovery.purpose };
  }
  await db.updateTable('sign_in_help_recoveries').set({ status: 'COMPLETED', verified_at: input.now, completed_at: input.now }).where('id', '=', recovery.id).execute();
  const member = await db.selectFrom('members').select('username').where('id', '=', userId).executeTakeFirstOrThrow();
  const phone = (await activePhones(db, userId))[0];
  if (phone) {
    const texts = textsIn(await languageOf(db, userId));
    await sender.sendSms({ userId, number: phone.number }, resolveTemplate(texts.recovery.usernameText, { productName: texts.productName, username: member.username }));
  }
  return { purpose: 'username', username: member.username };
}

/** The verified recovery of `purpose` a browser token names, or 400 SIGN_IN_HELP_EXPIRED. */
async function verifiedRecovery(db: Kysely<Database>, token: string | undefined, purpose: SignInHelpPurpose, now: Date): Promise<Recovery & { user_id: string }> {
  const recovery = await openRecovery(db, token, now);
  if (recovery.status !== 'VERIFIED' || recovery.purpose !== purpose || recovery.user_id === null) throw new ApiProblem(400, 'SIGN_IN_HELP_EXPIRED');
  return { ...recovery, user_id: recovery.user_id };
}

/** Ends every session of the member (a reset password or new credentials sign everyone out). */
async function endSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/**
 * Sets a new password for a verified forgot-password recovery, under the password rules (config/app.json; never the
 * current one or the username). Ends the member's sessions, texts them that it happened, and closes the recovery.
 */
export async function resetPassword(
  db: Kysely<Database>,
  sender: MessageSender,
  input: { token: string | undefined; newPassword: string; now: Date },
): Promise<void> {
  const recovery = await verifiedRecovery(db, input.token, 'password', input.now);
  const member = await db
    .selectFrom('members')
    .innerJoin('credentials', 'credentials.user_id', 'members.id')
    .select(['members.username', 'credentials.password_hash'])
    .where('members.id', '=', recovery.user_id)
    .executeTakeFirstOrThrow();
  const sameAsCurrent = await verifyPassword(input.newPassword, member.password_hash);
  if (sameAsCurrent || !acceptablePassword({ newPassword: input.newPassword, currentPassword: '', username: member.username })) {
    throw new ApiProblem(400, 'PASSWORD_POLICY', '/newPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const closed = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('sign_in_help_recoveries')
      .set({ status: 'COMPLETED', completed_at: input.now })
      .where('id', '=', recovery.id)
      .where('status', '=', 'VERIFIED')
      .returning('id')
      .executeTakeFirst();
    if (!done) return false;
    await trx.updateTable('credentials').set({ password_hash: passwordHash, updated_at: input.now }).where('user_id', '=', recovery.user_id).execute();
    await endSessions(trx, recovery.user_id);
    return true;
  });
  if (!closed) throw new ApiProblem(400, 'SIGN_IN_HELP_EXPIRED');
  const texts = textsIn(await languageOf(db, recovery.user_id));
  const text = texts.recovery.passwordChangedText;
  const phone = (await activePhones(db, recovery.user_id))[0];
  if (text !== undefined && phone) {
    await sender.sendSms({ userId: recovery.user_id, number: phone.number }, resolveTemplate(text, { productName: texts.productName, phone: texts.memberServicesPhone }));
  }
}

/**
 * Gives a verified enrolment its credentials: a username under the username rules that no one else holds, and a
 * password under the password rules. The member may then sign in.
 */
export async function enrolCredentials(db: Kysely<Database>, input: { token: string | undefined; username: string; newPassword: string; now: Date }): Promise<void> {
  const recovery = await verifiedRecovery(db, input.token, 'enrol', input.now);
  const username = acceptableUsername(input.username);
  if (username === undefined) throw new ApiProblem(400, 'USERNAME_POLICY', '/username');
  if (!acceptablePassword({ newPassword: input.newPassword, currentPassword: '', username })) throw new ApiProblem(400, 'PASSWORD_POLICY', '/newPassword');
  const taken = await db.selectFrom('members').select('id').where('username', '=', username).where('id', '<>', recovery.user_id).executeTakeFirst();
  if (taken) throw new ApiProblem(409, 'USERNAME_TAKEN', '/username');
  const passwordHash = await hashPassword(input.newPassword);
  const closed = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('sign_in_help_recoveries')
      .set({ status: 'COMPLETED', completed_at: input.now })
      .where('id', '=', recovery.id)
      .where('status', '=', 'VERIFIED')
      .returning('id')
      .executeTakeFirst();
    if (!done) return false;
    await trx.updateTable('members').set({ username }).where('id', '=', recovery.user_id).execute();
    const inserted = await trx
      .insertInto('credentials')
      .values({ user_id: recovery.user_id, password_hash: passwordHash })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) throw new ApiProblem(400, 'SIGN_IN_HELP_EXPIRED');
    return true;
  });
  if (!closed) throw new ApiProblem(400, 'SIGN_IN_HELP_EXPIRED');
}

/**
 * Counts one public sign-in help or survey call from an address and refuses it (429) over callsPerAddress: a slot
 * claimed in the shared attempt limiter before the call does anything.
 */
export async function countPublicCall(db: Kysely<Database>, input: { ip: string; now: Date }): Promise<void> {
  const { callsPerAddress } = recoverySettings();
  const claim = await claimSlot(db, { scope: 'public-call:address', subject: input.ip }, { maxAttempts: callsPerAddress.maxStarts, windowSeconds: callsPerAddress.windowSeconds }, input.now);
  if (!claim.allowed) throw new ApiProblem(429, 'SIGN_IN_HELP_THROTTLED');
}

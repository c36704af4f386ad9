import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deviceTokenHash } from '../domain/known-devices';
import { addressDelayMs, claimSignInAttempt, settleSuccessfulSignIn, type GuessBucket, type ThrottlePolicy } from './login-throttle';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';

export type SignInOutcome = (
  | { kind: 'signedIn'; userId: string; serviceAgreementId: string | null }
  | { kind: 'failed' }
  | { kind: 'throttled'; by: 'account' | 'address'; retryAfterSeconds: number }
) & {
  /** How long the answer waits (the address is over its limit), whatever it is; 0 when it is within it. */
  delayMs: number;
};

/**
 * The member's known device this sign-in comes from, if its device cookie is one of the named member's devices. Run
 * whether or not there is a cookie or such a username, so it costs the same either way.
 */
async function knownDeviceOf(db: Kysely<Database>, username: string, deviceToken: string | undefined): Promise<string | undefined> {
  const row = await db
    .selectFrom('known_devices')
    .innerJoin('members', 'members.id', 'known_devices.user_id')
    .select('known_devices.id')
    .where('members.username', '=', username)
    .where('known_devices.token_hash', '=', deviceTokenHash(deviceToken ?? ''))
    .executeTakeFirst();
  return deviceToken === undefined ? undefined : row?.id;
}

/**
 * Checks a username and password. The attempt claims its slots first (src/server/auth/login-throttle.ts): a full
 * guess bucket is refused before the password is looked at, so at most the configured number of wrong passwords are
 * ever checked per window, however many arrive at once. An unknown username costs the same scrypt work as a wrong
 * password and ends in the same outcome, so neither the answer nor its timing tells which one it was. An address over
 * its (much higher) limit is only slowed, and its wrong passwords answer "too many attempts", but the right password
 * of an account that is not throttled still signs in.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { username: string; password: string; ip: string; deviceToken?: string | undefined; now: Date; policy: ThrottlePolicy },
): Promise<SignInOutcome> {
  const username = input.username.trim().toLowerCase();
  const deviceId = await knownDeviceOf(db, username, input.deviceToken);
  const guess: GuessBucket = deviceId === undefined ? { kind: 'account', username } : { kind: 'knownDevice', deviceId };
  const claimed = await claimSignInAttempt(db, { guess, ip: input.ip, now: input.now, policy: input.policy });
  const delayMs = addressDelayMs(claimed.addressOverBy, input.policy);
  if (!claimed.guess.allowed) return { kind: 'throttled', by: 'account', retryAfterSeconds: claimed.guess.retryAfterSeconds, delayMs };

  const account = await db
    .selectFrom('members')
    .innerJoin('credentials', 'credentials.user_id', 'members.id')
    .select(['members.id', 'credentials.password_hash'])
    .where('members.username', '=', username)
    .executeTakeFirst();
  const valid = await verifyPassword(input.password, account?.password_hash ?? (await decoyPasswordHash()));
  if (!valid || account === undefined) {
    return delayMs > 0 ? { kind: 'throttled', by: 'address', retryAfterSeconds: claimed.addressRetryAfterSeconds, delayMs } : { kind: 'failed', delayMs };
  }
  // The password is known to be right only now: a hash made with weaker parameters than today's is replaced by one
  // of today's strength (the password itself is unchanged, so its change date stays). Only if nobody replaced it meanwhile.
  if (needsRehash(account.password_hash)) {
    await db
      .updateTable('credentials')
      .set({ password_hash: await hashPassword(input.password) })
      .where('user_id', '=', account.id)
      .where('password_hash', '=', account.password_hash)
      .execute();
  }
  await settleSuccessfulSignIn(db, { guess, ip: input.ip });
  return { kind: 'signedIn', userId: account.id, serviceAgreementId: await recordSignIn(db, account.id, input.now), delayMs };
}

/**
 * What every successful sign-in (password, passkey or identity provider) records: the member's last sign-in moves to
 * previous (what the security hub shows) and now is the last. Answers the agreement the new session starts in.
 */
export async function recordSignIn(db: Kysely<Database>, userId: string, now: Date): Promise<string | null> {
  await db
    .updateTable('members')
    .set((eb) => ({ previous_sign_in_at: eb.ref('last_sign_in_at'), last_sign_in_at: now }))
    .where('id', '=', userId)
    .execute();
  return defaultAgreementId(db, userId);
}

/** The agreement a new session starts in: the one marked default, else a master one, else any. */
export async function defaultAgreementId(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('agreement_users')
    .innerJoin('service_agreements', 'service_agreements.id', 'agreement_users.agreement_id')
    .select('agreement_users.agreement_id')
    .where('agreement_users.user_id', '=', userId)
    .where('agreement_users.access_level', '<>', 'NO_ACCESS')
    .orderBy('agreement_users.is_default', 'desc')
    .orderBy('service_agreements.is_master', 'desc')
    .orderBy('service_agreements.external_id')
    .executeTakeFirst();
  return row?.agreement_id ?? null;
}

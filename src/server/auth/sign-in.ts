import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recordAttempt, throttleState, type ThrottlePolicy } from './login-throttle';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';

export type SignInOutcome = (
  | { kind: 'signedIn'; userId: string; serviceAgreementId: string | null }
  | { kind: 'failed' }
  | { kind: 'throttled'; by: 'account' | 'address' }
) & {
  /** The address is over its limit: the answer waits the configured delay, whatever it is. */
  slowed: boolean;
};

/**
 * Checks a username and password. An unknown username costs the same scrypt work as a wrong password and ends in
 * the same outcome, so neither the answer nor its timing tells which one it was. A throttled account is refused
 * before its password is looked at; an address over its (much higher) limit is only slowed, and its wrong passwords
 * answer "too many attempts", but the right password of an account that is not throttled still signs in.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { username: string; password: string; ip: string; now: Date; policy: ThrottlePolicy },
): Promise<SignInOutcome> {
  const username = input.username.trim().toLowerCase();
  const throttle = await throttleState(db, { username, ip: input.ip, now: input.now, policy: input.policy });
  const slowed = throttle.addressThrottled;
  // Not recorded: its password is never checked, so the attempt tells nothing and must not extend the account's lock.
  if (throttle.accountThrottled) return { kind: 'throttled', by: 'account', slowed };

  const account = await db
    .selectFrom('members')
    .innerJoin('credentials', 'credentials.user_id', 'members.id')
    .select(['members.id', 'credentials.password_hash'])
    .where('members.username', '=', username)
    .executeTakeFirst();
  const valid = await verifyPassword(input.password, account?.password_hash ?? (await decoyPasswordHash()));
  const succeeded = valid && account !== undefined;
  await recordAttempt(db, { username, ip: input.ip, succeeded, now: input.now, policy: input.policy });
  if (!succeeded) return slowed ? { kind: 'throttled', by: 'address', slowed } : { kind: 'failed', slowed };
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
  await db
    .updateTable('members')
    .set((eb) => ({ previous_sign_in_at: eb.ref('last_sign_in_at'), last_sign_in_at: input.now }))
    .where('id', '=', account.id)
    .execute();
  return { kind: 'signedIn', userId: account.id, serviceAgreementId: await defaultAgreementId(db, account.id), slowed };
}

/** The agreement a new session starts in: the one marked default, else a master one, else any. */
async function defaultAgreementId(db: Kysely<Database>, userId: string): Promise<string | null> {
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

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isThrottled, recordAttempt, type ThrottlePolicy } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './password';

export type SignInOutcome =
  | { kind: 'signedIn'; userId: string; serviceAgreementId: string | null }
  | { kind: 'failed' }
  | { kind: 'throttled' };

/**
 * Checks a username and password. An unknown username costs the same scrypt work as a wrong password and ends in
 * the same outcome, so neither the answer nor its timing tells which one it was.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { username: string; password: string; ip: string; now: Date; policy: ThrottlePolicy },
): Promise<SignInOutcome> {
  const username = input.username.trim().toLowerCase();
  if (await isThrottled(db, { username, ip: input.ip, now: input.now, policy: input.policy })) return { kind: 'throttled' };

  const account = await db
    .selectFrom('members')
    .innerJoin('credentials', 'credentials.user_id', 'members.id')
    .select(['members.id', 'credentials.password_hash'])
    .where('members.username', '=', username)
    .executeTakeFirst();
  const valid = await verifyPassword(input.password, account?.password_hash ?? (await decoyPasswordHash()));
  const succeeded = valid && account !== undefined;
  await recordAttempt(db, { username, ip: input.ip, succeeded, now: input.now, policy: input.policy });
  if (!succeeded) return { kind: 'failed' };
  await db
    .updateTable('members')
    .set((eb) => ({ previous_sign_in_at: eb.ref('last_sign_in_at'), last_sign_in_at: input.now }))
    .where('id', '=', account.id)
    .execute();
  return { kind: 'signedIn', userId: account.id, serviceAgreementId: await defaultAgreementId(db, account.id) };
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

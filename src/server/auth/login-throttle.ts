import { sql, type Kysely } from 'kysely';
import type { LoginThrottleSettings } from '../../../engine/core/generated/manifests.gen';
import type { Database } from '../db/schema';

export type ThrottlePolicy = LoginThrottleSettings;

export interface ThrottleState {
  /** Too many failures for this username since its last success: refuse it, right password or not. */
  accountThrottled: boolean;
  /** Too many failures from this address, whatever the usernames: slow it down, but let a right password in. */
  addressThrottled: boolean;
}

const windowStart = (now: Date, windowSeconds: number): Date => new Date(now.getTime() - windowSeconds * 1000);

/**
 * The throttles an attempt meets, counted from the database so every server process behind a load balancer sees the
 * same numbers. The account count starts again after the username's last success; the address count does not, since
 * one success from a shared address (a branch's Wi-Fi) says nothing about the other attempts made from it.
 */
export async function throttleState(db: Kysely<Database>, input: { username: string; ip: string; now: Date; policy: ThrottlePolicy }): Promise<ThrottleState> {
  const accountSince = windowStart(input.now, input.policy.account.windowSeconds);
  const addressSince = windowStart(input.now, input.policy.address.windowSeconds);
  const { rows } = await sql<{ by_username: number; by_ip: number }>`
    select
      (select count(*) from login_attempts f
        where f.username = ${input.username} and not f.succeeded and f.attempted_at > ${accountSince}
          and f.attempted_at > coalesce(
            (select max(s.attempted_at) from login_attempts s where s.username = ${input.username} and s.succeeded),
            ${accountSince})) as by_username,
      (select count(*) from login_attempts f
        where f.ip = ${input.ip} and not f.succeeded and f.attempted_at > ${addressSince}) as by_ip
  `.execute(db);
  const counts = rows[0];
  return {
    accountThrottled: Number(counts?.by_username ?? 0) >= input.policy.account.maxFailures,
    addressThrottled: Number(counts?.by_ip ?? 0) >= input.policy.address.maxFailures,
  };
}

/** Records one attempt, and drops this username's and this address's attempts that have aged out of every window. */
export async function recordAttempt(
  db: Kysely<Database>,
  input: { username: string; ip: string; succeeded: boolean; now: Date; policy: ThrottlePolicy },
): Promise<void> {
  const aged = windowStart(input.now, Math.max(input.policy.account.windowSeconds, input.policy.address.windowSeconds));
  await db.insertInto('login_attempts').values({ username: input.username, ip: input.ip, succeeded: input.succeeded, attempted_at: input.now }).execute();
  await db
    .deleteFrom('login_attempts')
    .where((eb) => eb.or([eb('username', '=', input.username), eb('ip', '=', input.ip)]))
    .where('attempted_at', '<', aged)
    .execute();
}

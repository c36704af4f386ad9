import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Whether sign-in is refused before the password is even checked: too many recent failures for this username
 * (counting only those after its last success) or from this address. Kept in the database so every server process
 * behind a load balancer sees the same count.
 */
export async function isThrottled(db: Kysely<Database>, input: { username: string; ip: string; now: Date; policy: ThrottlePolicy }): Promise<boolean> {
  const since = new Date(input.now.getTime() - input.policy.windowSeconds * 1000);
  const { rows } = await sql<{ by_username: number; by_ip: number }>`
    select
      (select count(*) from login_attempts f
        where f.username = ${input.username} and not f.succeeded and f.attempted_at > ${since}
          and f.attempted_at > coalesce(
            (select max(s.attempted_at) from login_attempts s where s.username = ${input.username} and s.succeeded),
            ${since})) as by_username,
      (select count(*) from login_attempts f
        where f.ip = ${input.ip} and not f.succeeded and f.attempted_at > ${since}) as by_ip
  `.execute(db);
  const counts = rows[0];
  if (!counts) return false;
  return counts.by_username >= input.policy.maxFailures || counts.by_ip >= input.policy.maxFailures;
}

/** Records one attempt, and drops this username's attempts that have aged out of every window. */
export async function recordAttempt(
  db: Kysely<Database>,
  input: { username: string; ip: string; succeeded: boolean; now: Date; policy: ThrottlePolicy },
): Promise<void> {
  const aged = new Date(input.now.getTime() - input.policy.windowSeconds * 1000);
  await db.insertInto('login_attempts').values({ username: input.username, ip: input.ip, succeeded: input.succeeded, attempted_at: input.now }).execute();
  await db.deleteFrom('login_attempts').where('username', '=', input.username).where('attempted_at', '<', aged).execute();
}

import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, StepUpChallengesTable } from '../db/schema';

export type StepUpChallenge = Selectable<StepUpChallengesTable>;

const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/**
 * Uses up the verified challenge that approves this action (session, event, payload) if there is one: a single
 * conditional update, so two concurrent replays cannot both pass.
 */
export async function consumeVerifiedChallenge(
  db: Kysely<Database>,
  input: { sessionId: string; event: string; fingerprint: string; now: Date },
): Promise<boolean> {
  const consumed = await db
    .updateTable('step_up_challenges')
    .set({ state: 'CONSUMED' })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('step_up_challenges')
        .select('id')
        .where('session_id', '=', input.sessionId)
        .where('event', '=', input.event)
        .where('fingerprint', '=', input.fingerprint)
        .where('state', '=', 'VERIFIED')
        .where('expires_at', '>', input.now)
        .orderBy('verified_at', 'desc')
        .limit(1),
    )
    .where('state', '=', 'VERIFIED')
    .returning('id')
    .executeTakeFirst();
  return consumed !== undefined;
}

/** The open challenge for this action in this session, or a new one. */
export async function openChallenge(
  db: Kysely<Database>,
  input: { sessionId: string; userId: string; event: string; fingerprint: string; now: Date; lifetimeSeconds: number },
): Promise<StepUpChallenge> {
  const open = await db
    .selectFrom('step_up_challenges')
    .selectAll()
    .where('session_id', '=', input.sessionId)
    .where('event', '=', input.event)
    .where('fingerprint', '=', input.fingerprint)
    .where('state', '=', 'PENDING')
    .where('expires_at', '>', input.now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (open) return open;
  const challenge: StepUpChallenge = {
    id: randomUUID(),
    session_id: input.sessionId,
    user_id: input.userId,
    event: input.event,
    fingerprint: input.fingerprint,
    state: 'PENDING',
    created_at: input.now,
    expires_at: addSeconds(input.now, input.lifetimeSeconds),
    verified_at: null,
    last_sent_at: null,
  };
  await db.insertInto('step_up_challenges').values(challenge).execute();
  return challenge;
}

/** The session's challenge awaiting verification: the one named, else the latest; never another session's. */
export async function findPendingChallenge(
  db: Kysely<Database>,
  input: { sessionId: string; challengeId?: string; now: Date },
): Promise<StepUpChallenge | undefined> {
  let query = db
    .selectFrom('step_up_challenges')
    .selectAll()
    .where('session_id', '=', input.sessionId)
    .where('state', '=', 'PENDING')
    .where('expires_at', '>', input.now);
  if (input.challengeId !== undefined) query = query.where('id', '=', input.challengeId);
  return query.orderBy('created_at', 'desc').executeTakeFirst();
}

/** Marks a challenge passed: it may now approve its action once, within `lifetimeSeconds`. */
export async function markChallengeVerified(db: Kysely<Database>, challengeId: string, now: Date, lifetimeSeconds: number): Promise<void> {
  await db
    .updateTable('step_up_challenges')
    .set({ state: 'VERIFIED', verified_at: now, expires_at: addSeconds(now, lifetimeSeconds) })
    .where('id', '=', challengeId)
    .where('state', '=', 'PENDING')
    .execute();
}

export async function recordSend(db: Kysely<Database>, challengeId: string, now: Date): Promise<void> {
  await db.updateTable('step_up_challenges').set({ last_sent_at: now }).where('id', '=', challengeId).execute();
}

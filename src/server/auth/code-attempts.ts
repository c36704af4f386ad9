import type { Kysely } from 'kysely';
import { riskManifest } from '../../manifests';
import { claimSlot, resetSlot, slotCount, type SlotBucket, type SlotClaim, type SlotLimit } from './attempt-slots';
import type { Database } from '../db/schema';

/**
 * A member's attempts at passing challenges of one event (codes entered, pushes refused), counted in the shared
 * attempt limiter: config/risk.json challenge.maxAttempts per lockoutWindowSeconds. A new challenge keeps the count;
 * a passed one clears it.
 */
const bucketOf = (input: { userId: string; event: string }): SlotBucket => ({ scope: 'step-up', subject: `${input.userId}:${input.event}` });

const limit = (): SlotLimit => ({ maxAttempts: riskManifest.challenge.maxAttempts, windowSeconds: riskManifest.challenge.lockoutWindowSeconds });

/** Claims one attempt before the code (or push answer) is checked: not allowed means locked out. */
export const claimCodeAttempt = (db: Kysely<Database>, input: { userId: string; event: string; now: Date }): Promise<SlotClaim> => claimSlot(db, bucketOf(input), limit(), input.now);

/** Whether the member has used up their attempts for the event. */
export async function codeAttemptsUsedUp(db: Kysely<Database>, input: { userId: string; event: string; now: Date }): Promise<boolean> {
  return (await slotCount(db, bucketOf(input), limit(), input.now)) >= limit().maxAttempts;
}

/** Clears the member's attempts for the event (a passed challenge); answers how many it held. */
export const clearCodeAttempts = (db: Kysely<Database>, input: { userId: string; event: string }): Promise<number> => resetSlot(db, bucketOf(input));

/** The events the member is locked out of now, and the failed attempts their buckets hold, per event. */
export async function lockedCodeEvents(db: Kysely<Database>, input: { userId: string; now: Date }): Promise<{ event: string; failures: number }[]> {
  const { maxAttempts, windowSeconds } = limit();
  const prefix = `${input.userId}:`;
  const rows = await db
    .selectFrom('attempt_slots')
    .select(['subject', 'attempts'])
    .where('scope', '=', 'step-up')
    .where('subject', 'like', `${prefix}%`)
    .where('window_started_at', '>', new Date(input.now.getTime() - windowSeconds * 1000))
    .where('attempts', '>=', maxAttempts)
    .orderBy('subject')
    .execute();
  return rows.map((row) => ({ event: row.subject.slice(prefix.length), failures: Math.min(Number(row.attempts), maxAttempts) }));
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TfaPhone } from '../../../../engine/core/generated/api.gen';
import { maskPhone } from '../../../../engine/core/phone';
import type { Database } from '../../db/schema';

/** The phone type a new, not yet verified number shows in the challenge's options. */
const NEW_PHONE_TYPE = 'NEW';

/**
 * Whether the member has no way at all to pass a challenge (no active phone, no push device): then, and only then,
 * the code of a phone change may go to the new number itself. A member with a phone or a device must use it, so a
 * stolen session cannot add its own number and approve that with it.
 */
export async function hasNoChallengeChannel(db: Kysely<Database>, userId: string): Promise<boolean> {
  const [phone, device] = await Promise.all([
    db.selectFrom('member_phone_addresses').select('id').where('user_id', '=', userId).where('status', '=', 'ACTIVE').executeTakeFirst(),
    db.selectFrom('push_devices').select('id').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return phone === undefined && device === undefined;
}

/**
 * When a phone change opens a challenge: for a member with no challenge channel, holds the new number for that
 * challenge, so GET /tfa/options offers it.
 */
export async function holdNewPhoneForChallenge(
  db: Kysely<Database>,
  input: { challengeId: string; userId: string; number: string; now: Date },
): Promise<void> {
  if (!(await hasNoChallengeChannel(db, input.userId))) return;
  // A repeated change reopens the same challenge: it holds its number once.
  const held = await db.selectFrom('profile_phone_verifications').select('id').where('challenge_id', '=', input.challengeId).executeTakeFirst();
  if (held) return;
  await db
    .insertInto('profile_phone_verifications')
    .values({ id: randomUUID(), challenge_id: input.challengeId, user_id: input.userId, number: input.number, created_at: input.now })
    .execute();
}

/** The new numbers the session's open challenges hold (for a member with no challenge channel), as challenge options. */
export async function heldPhoneOptions(db: Kysely<Database>, input: { userId: string; sessionId: string; now: Date }): Promise<TfaPhone[]> {
  if (!(await hasNoChallengeChannel(db, input.userId))) return [];
  const rows = await db
    .selectFrom('profile_phone_verifications')
    .innerJoin('step_up_challenges', 'step_up_challenges.id', 'profile_phone_verifications.challenge_id')
    .select(['profile_phone_verifications.id', 'profile_phone_verifications.number'])
    .where('step_up_challenges.session_id', '=', input.sessionId)
    .where('step_up_challenges.user_id', '=', input.userId)
    .where('step_up_challenges.state', '=', 'PENDING')
    .where('step_up_challenges.expires_at', '>', input.now)
    .orderBy('profile_phone_verifications.created_at', 'desc')
    .execute();
  return rows.map((row) => ({ phoneId: row.id, phoneNumber: maskPhone(row.number), phoneType: NEW_PHONE_TYPE }));
}

/** The held new number a code for this challenge may go to (phoneId of heldPhoneOptions), if it is one. */
export async function heldPhoneTarget(db: Kysely<Database>, input: { challengeId: string; userId: string; phoneId: string }): Promise<{ number: string } | undefined> {
  if (!(await hasNoChallengeChannel(db, input.userId))) return undefined;
  return db
    .selectFrom('profile_phone_verifications')
    .select('number')
    .where('id', '=', input.phoneId)
    .where('challenge_id', '=', input.challengeId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
}

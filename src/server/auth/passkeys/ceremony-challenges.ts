import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeyChallengesTable } from '../../db/schema';

export type CeremonyPurpose = PasskeyChallengesTable['purpose'];
export type CeremonyChallenge = Selectable<PasskeyChallengesTable>;

/**
 * Stores a challenge the server just gave a browser, bound to its purpose and (but for a passwordless sign-in) to the
 * asking session and member. Challenges past their expiry are swept at the same time: none of them can be used.
 */
export async function issueCeremonyChallenge(
  db: Kysely<Database>,
  input: { challenge: string; purpose: CeremonyPurpose; sessionId: string | null; userId: string | null; stepUpChallengeId?: string; now: Date; lifetimeSeconds: number },
): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<', input.now).execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge: input.challenge,
      purpose: input.purpose,
      session_id: input.sessionId,
      user_id: input.userId,
      step_up_challenge_id: input.stepUpChallengeId ?? null,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + input.lifetimeSeconds * 1000),
    })
    .execute();
}

/**
 * Uses up a challenge if it was issued for this purpose (and this session, when it is bound to one), is unexpired and
 * unused: one conditional update, so a replayed or concurrent second answer finds nothing. Undefined otherwise.
 */
export async function consumeCeremonyChallenge(
  db: Kysely<Database>,
  input: { challenge: string; purpose: CeremonyPurpose; sessionId: string | null; now: Date },
): Promise<CeremonyChallenge | undefined> {
  let query = db
    .updateTable('passkey_challenges')
    .set({ used_at: input.now })
    .where('challenge', '=', input.challenge)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now);
  query = input.sessionId === null ? query.where('session_id', 'is', null) : query.where('session_id', '=', input.sessionId);
  return query.returningAll().executeTakeFirst();
}

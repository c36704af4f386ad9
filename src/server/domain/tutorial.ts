import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A member who has never finished (or closed) the first-time tutorial is shown it. */
export async function tutorialDue(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await db.selectFrom('tutorial_completions').select('user_id').where('user_id', '=', userId).executeTakeFirst()) === undefined;
}

export async function completeTutorial(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.insertInto('tutorial_completions').values({ user_id: userId, completed_at: now }).onConflict((conflict) => conflict.column('user_id').doNothing()).execute();
}

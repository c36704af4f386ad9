import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ONBOARDING_CONDITION } from './precheck';

/**
 * The member went on from the onboarding page ('Go to Accounts'): the precheck stops asking for onboarding, so the
 * browser stops sending every page back to it. Only the signed-in person's own onboarding.
 */
export async function completeOnboarding(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('member_conditions').where('user_id', '=', userId).where('code', '=', ONBOARDING_CONDITION).execute();
}

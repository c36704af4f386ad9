import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The persona with every step-up option: a second (home) phone and a push device. */
const FULL_OPTIONS_USERNAME = 'member';
const HOME_PHONE = '4045550188';

/**
 * What the step-up challenge offers the demo personas: everyone already has a mobile phone (member state); `member`
 * also gets a home phone and a registered push device. Runs once: a member with a push device is left alone.
 */
export async function seedStepUpOptions(db: Kysely<Database>, now: Date): Promise<void> {
  const member = await db.selectFrom('members').select('id').where('username', '=', FULL_OPTIONS_USERNAME).executeTakeFirst();
  if (!member) return;
  if (await db.selectFrom('push_devices').select('id').where('user_id', '=', member.id).executeTakeFirst()) return;
  await db
    .insertInto('member_phone_addresses')
    .values({ id: randomUUID(), user_id: member.id, phone_type: 'HOME', number: HOME_PHONE, status: 'ACTIVE' })
    .execute();
  await db
    .insertInto('push_devices')
    .values({ id: randomUUID(), user_id: member.id, device_name: "Alex's iPhone", push_device: 'iPhone 15', push_token: `demo-${randomUUID()}`, registered_at: now, last_login_at: now })
    .execute();
}

import type { Kysely } from 'kysely';
import type { TfaOptions, TfaPushDevice } from '../../../engine/core/generated/api.gen';
import { maskPhone } from '../../../engine/core/phone';
import type { Database } from '../db/schema';
import { heldPhoneOptions } from '../domain/profile/phone-verification';

/** The member's active phones, as stored (digits only). */
export function activePhones(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('member_phone_addresses')
    .select(['id', 'number', 'phone_type'])
    .where('user_id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .orderBy('phone_type', 'desc')
    .orderBy('id')
    .execute();
}

export function pushDevicesOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('push_devices').selectAll().where('user_id', '=', userId).orderBy('registered_at').orderBy('id').execute();
}

export async function pushDeviceList(db: Kysely<Database>, userId: string): Promise<TfaPushDevice[]> {
  return (await pushDevicesOf(db, userId)).map((device) => ({
    pushId: device.id,
    pushDevice: device.push_device,
    deviceName: device.device_name,
    lastLoginDateTime: device.last_login_at?.toISOString() ?? null,
  }));
}

/**
 * GET /tfa/options: phones masked to their last four digits (the full number never leaves the server), push devices.
 * A member with neither is offered the new number a phone change of this session holds (profile/phone-verification).
 */
export async function challengeOptions(db: Kysely<Database>, userId: string, session?: { sessionId: string; now: Date }): Promise<TfaOptions> {
  const phones = await activePhones(db, userId);
  const held = session === undefined ? [] : await heldPhoneOptions(db, { userId, ...session });
  return {
    phoneNumbers: [...phones.map((phone) => ({ phoneId: phone.id, phoneNumber: maskPhone(phone.number), phoneType: phone.phone_type })), ...held],
    pushDevices: await pushDeviceList(db, userId),
    passkey: (await db.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined,
  };
}

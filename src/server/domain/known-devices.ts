import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tokenHash } from '../token-hash';

/**
 * Which devices a member has signed in from, for the new-device sign-in check (risk event newDeviceSignIn).
 *
 * Policy:
 * - A device is recognised by its device cookie only: a random id (32 bytes) in a long-lived, HttpOnly,
 *   SameSite=Strict cookie; only its SHA-256 is stored, per member. Nothing else recognises a device: a user agent and
 *   a network are shared by everyone behind the same carrier NAT with a common browser, and the network would come
 *   from a header the client writes itself wherever a proxy is trusted too widely.
 * - Trust on first use: a member with no known device yet has the device of this sign-in registered silently.
 * - A sign-in is "from a new device" when the member already has known devices and the cookie is none of them (a
 *   client that keeps no cookie, or whose cookies were cleared, passes the identity check again). Such a device is
 *   remembered only after its identity check passes.
 */
export type DeviceRecognition = { kind: 'known'; deviceId: string } | { kind: 'first' } | { kind: 'new' };

/** The stored form of a device cookie's id. */
export const deviceTokenHash = (token: string): string => tokenHash(token);

/** A new device id for the cookie: 32 random bytes, base64url. */
export const newDeviceToken = (): string => randomBytes(32).toString('base64url');

/** Applies the policy above to one sign-in. Does not write anything. */
export async function recognizeDevice(db: Kysely<Database>, input: { userId: string; token: string | undefined }): Promise<DeviceRecognition> {
  const devices = await db.selectFrom('known_devices').select(['id', 'token_hash']).where('user_id', '=', input.userId).execute();
  if (devices.length === 0) return { kind: 'first' };
  const cookieHash = input.token === undefined ? undefined : deviceTokenHash(input.token);
  const byCookie = devices.find((device) => device.token_hash === cookieHash);
  return byCookie ? { kind: 'known', deviceId: byCookie.id } : { kind: 'new' };
}

/** Registers a device for the member and returns the id for its cookie. */
export async function rememberDevice(db: Kysely<Database>, input: { userId: string; name: string | undefined; now: Date }): Promise<string> {
  const token = newDeviceToken();
  await db
    .insertInto('known_devices')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      token_hash: deviceTokenHash(token),
      name: input.name ?? null,
      created_at: input.now,
      last_seen_at: input.now,
    })
    .execute();
  return token;
}

/** One of a member's known devices as the security hub lists it. */
export interface KnownDeviceRow {
  readonly id: string;
  readonly name: string | null;
  readonly firstSeen: Date;
  readonly lastSeen: Date;
}

/** The member's known devices, most recently used first. */
export async function listKnownDevices(db: Kysely<Database>, userId: string): Promise<KnownDeviceRow[]> {
  const rows = await db
    .selectFrom('known_devices')
    .select(['id', 'name', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, firstSeen: row.created_at, lastSeen: row.last_seen_at }));
}

/**
 * Forgets one of the member's known devices: its next sign-in is from a new device again (unless it is the member's
 * only one left, trust on first use). False when the id is not one of this member's devices.
 */
export async function forgetKnownDevice(db: Kysely<Database>, input: { userId: string; deviceId: string }): Promise<boolean> {
  const removed = await db.deleteFrom('known_devices').where('id', '=', input.deviceId).where('user_id', '=', input.userId).returning('id').executeTakeFirst();
  return removed !== undefined;
}

/** Marks a known device seen. */
export async function touchDevice(db: Kysely<Database>, input: { deviceId: string; now: Date }): Promise<void> {
  await db.updateTable('known_devices').set({ last_seen_at: input.now }).where('id', '=', input.deviceId).execute();
}

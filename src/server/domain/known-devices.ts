import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Which devices a member has signed in from, for the new-device sign-in check (risk event newDeviceSignIn).
 *
 * Policy:
 * - A device is recognised by its device cookie: a random id (32 bytes) in a long-lived, HttpOnly, SameSite=Strict
 *   cookie; only its SHA-256 is stored, per member.
 * - Trust on first use: a member with no known device yet has the device of this sign-in registered silently.
 * - Fallback, for clients that keep no cookie (API clients, a browser whose cookies were cleared): a device is also
 *   recognised when one of the member's known devices first signed in with the same user agent from the same network
 *   (IPv4 /16, IPv6 /48). The network rather than the exact address, because a member's address changes between
 *   sign-ins (DHCP leases, carrier NAT pools) while the device stays the same.
 * - A sign-in is "from a new device" only when the member already has known devices and neither signal matches.
 *   Such a device is remembered only after its identity check passes.
 */
export type DeviceRecognition =
  | { kind: 'known'; deviceId: string; byCookie: boolean }
  | { kind: 'first' }
  | { kind: 'new' };

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A new device id for the cookie: 32 random bytes, base64url. */
export const newDeviceToken = (): string => randomBytes(32).toString('base64url');

/** The first groups of an IPv6 address, expanded ("::1" → ["0", "0", "0"]). */
function ipv6Prefix(ip: string, groups: number): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const full = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return full.slice(0, groups).map((group) => parseInt(group, 16).toString(16));
}

/** The network an address belongs to for the fallback: IPv4 /16, IPv6 /48 (IPv4-mapped IPv6 counts as IPv4). */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? (isIPv4(ip) ? ip : undefined);
  if (v4 !== undefined) return `${v4.split('.').slice(0, 2).join('.')}.0.0/16`;
  if (isIPv6(ip)) return `${ipv6Prefix(ip.split('%')[0] ?? ip, 3).join(':')}::/48`;
  return ip;
}

/** What the fallback compares: a hash of the user agent and the network, so neither is kept in the clear. */
export function agentHashOf(userAgent: string, ip: string): string {
  return sha256(`${userAgent}\n${networkOf(ip)}`);
}

/** Applies the policy above to one sign-in. Does not write anything. */
export async function recognizeDevice(
  db: Kysely<Database>,
  input: { userId: string; token: string | undefined; agentHash: string },
): Promise<DeviceRecognition> {
  const devices = await db.selectFrom('known_devices').select(['id', 'token_hash', 'agent_hash']).where('user_id', '=', input.userId).execute();
  if (devices.length === 0) return { kind: 'first' };
  const tokenHash = input.token === undefined ? undefined : sha256(input.token);
  const byCookie = devices.find((device) => device.token_hash === tokenHash);
  if (byCookie) return { kind: 'known', deviceId: byCookie.id, byCookie: true };
  const byAgent = devices.find((device) => device.agent_hash === input.agentHash);
  return byAgent ? { kind: 'known', deviceId: byAgent.id, byCookie: false } : { kind: 'new' };
}

/** Registers a device for the member and returns the id for its cookie. */
export async function rememberDevice(db: Kysely<Database>, input: { userId: string; agentHash: string; name: string | undefined; now: Date }): Promise<string> {
  const token = newDeviceToken();
  await db
    .insertInto('known_devices')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      token_hash: sha256(token),
      agent_hash: input.agentHash,
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

/** Marks a known device seen; when it was recognised without its cookie, gives it a new id (returned) for a new cookie. */
export async function touchDevice(db: Kysely<Database>, input: { deviceId: string; renewToken: boolean; now: Date }): Promise<string | undefined> {
  const token = input.renewToken ? newDeviceToken() : undefined;
  await db
    .updateTable('known_devices')
    .set({ last_seen_at: input.now, ...(token === undefined ? {} : { token_hash: sha256(token) }) })
    .where('id', '=', input.deviceId)
    .execute();
  return token;
}

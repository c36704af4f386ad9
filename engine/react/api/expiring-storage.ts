/** The part of the Web Storage API the expiring wrapper needs (sessionStorage in the browser, a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** How an item sits in storage: the value with the moment it stops counting ("items carry an expiry"). */
export interface ExpiringItem<T> {
  readonly value: T;
  readonly expiresAt: number;
}

const isExpiringItem = (candidate: unknown): candidate is ExpiringItem<unknown> =>
  typeof candidate === 'object' &&
  candidate !== null &&
  'value' in candidate &&
  typeof (candidate as { expiresAt?: unknown }).expiresAt === 'number';

/**
 * Stores `value` under `key` for `ttlMs`. Storage that refuses writes (quota, privacy modes) is ignored: callers
 * treat a missing item as "not set", which is what they would see after expiry anyway.
 */
export function writeExpiring<T>(storage: KeyValueStorage, key: string, value: T, ttlMs: number, now: number = Date.now()): void {
  const item: ExpiringItem<T> = { value, expiresAt: now + ttlMs };
  try {
    storage.setItem(key, JSON.stringify(item));
  } catch {
    // see above: an unwritable store reads as empty
  }
}

/** The value under `key` while it has not expired; an expired or unreadable item is removed and reads as undefined. */
export function readExpiring<T>(storage: KeyValueStorage, key: string, now: number = Date.now()): T | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (isExpiringItem(parsed) && parsed.expiresAt > now) return parsed.value as T;
  removeExpiring(storage, key);
  return undefined;
}

/** Forgets `key`. */
export function removeExpiring(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing stored that could be read back either
  }
}

/** The browser's session storage, or undefined where there is none (Node, or storage blocked by the browser). */
export function browserSessionStorage(): KeyValueStorage | undefined {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? undefined : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

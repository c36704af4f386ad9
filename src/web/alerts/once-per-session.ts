import { browserSessionStorage, type KeyValueStorage } from '../../../engine/react';

const PREFIX = 'alerts.shown.';

/**
 * Marks `name` as done for this browser session and answers whether it was the first time. Session storage is
 * cleared at sign-out, so the next sign-in starts over; without storage it always answers true.
 */
export function firstTimeThisSession(name: string, storage: KeyValueStorage | undefined = browserSessionStorage()): boolean {
  if (storage === undefined) return true;
  const key = `${PREFIX}${name}`;
  if (storage.getItem(key) !== null) return false;
  storage.setItem(key, '1');
  return true;
}

/** Whether `name` already happened this session, without marking it. */
export function doneThisSession(name: string, storage: KeyValueStorage | undefined = browserSessionStorage()): boolean {
  return storage !== undefined && storage.getItem(`${PREFIX}${name}`) !== null;
}

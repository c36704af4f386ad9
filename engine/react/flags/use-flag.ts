import { useEffect, useSyncExternalStore } from 'react';
import type { FlagIdentity, FlagSnapshot, FlagStore } from './flag-store';
import { useFlagStore } from './flag-context';

/** The store's current snapshot, re-rendering on every change. */
export function useFlagSnapshot(store: FlagStore): FlagSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * One flag's current value: the flag service's once known, else its flags.json default. A key flags.json does
 * not declare yields null and one console error naming it.
 */
export function useFlag(key: string): unknown {
  const store = useFlagStore();
  useFlagSnapshot(store);
  return store.read(key);
}

/**
 * Evaluates flags for `identity` (undefined: anonymous) from now on, and answers whether that identity's flags
 * are settled: answered by the flag service, or the defaults deadline passed.
 */
export function useFlagIdentity(store: FlagStore, identity: FlagIdentity | undefined): boolean {
  const snapshot = useFlagSnapshot(store);
  const key = identity?.key;
  const hash = identity?.hash;
  useEffect(() => {
    store.identify(key === undefined ? undefined : { key, ...(hash === undefined ? {} : { hash }) });
  }, [store, key, hash]);
  return snapshot.settled && snapshot.identity?.key === key;
}

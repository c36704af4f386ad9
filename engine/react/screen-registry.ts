import type { ComponentType } from 'react';

/**
 * One screen the route manifest can name by `screen` key. `load` is a lazy import, so the registry itself pulls no
 * screen code (and no React) into whoever reads the keys, e.g. the config validator running under Node.
 */
export interface ScreenEntry {
  readonly key: string;
  readonly load: () => Promise<{ default: ComponentType }>;
}

/** Thrown when a manifest names a screen the registry does not have; the message lists every known key. */
export class UnknownScreenError extends Error {
  readonly key: string;

  constructor(key: string, knownKeys: readonly string[]) {
    super(`No screen registered under the key "${key}". Known screen keys: ${[...knownKeys].sort().join(', ')}`);
    this.name = 'UnknownScreenError';
    this.key = key;
  }
}

/** Finds a screen by key; an unknown key is a configuration mistake, reported with the keys that do exist. */
export function findScreen(entries: readonly ScreenEntry[], key: string): ScreenEntry {
  const entry = entries.find((candidate) => candidate.key === key);
  if (entry === undefined) throw new UnknownScreenError(key, entries.map((candidate) => candidate.key));
  return entry;
}

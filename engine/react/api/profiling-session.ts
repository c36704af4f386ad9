import { apiClientOptions } from './client-options';
import { browserSessionStorage, readExpiring, removeExpiring, writeExpiring } from './expiring-storage';

function profilingOptions() {
  const options = apiClientOptions().profiling;
  if (options === undefined) throw new Error('The profiling session id needs configureApiClient({ profiling }) first.');
  return options;
}

/**
 * Remembers the device-profiling session id for this tab (with an expiry), so every API call from now on carries
 * it in the profiling header.
 */
export function setProfilingSessionId(id: string): void {
  const options = profilingOptions();
  const storage = browserSessionStorage();
  if (storage !== undefined) writeExpiring(storage, options.storageKey, id, options.ttlMs);
}

/** The profiling session id while one is stored and unexpired; undefined otherwise (or when profiling is not configured). */
export function getProfilingSessionId(): string | undefined {
  const options = apiClientOptions().profiling;
  const storage = browserSessionStorage();
  if (options === undefined || storage === undefined) return undefined;
  const id = readExpiring<unknown>(storage, options.storageKey);
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** Forgets the profiling session id (a new profiling run starts a new one). */
export function clearProfilingSessionId(): void {
  const storage = browserSessionStorage();
  if (storage !== undefined) removeExpiring(storage, profilingOptions().storageKey);
}

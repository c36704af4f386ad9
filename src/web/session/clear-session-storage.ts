import { browserSessionStorage } from '../../../engine/react';

/**
 * Forgets everything this tab kept in session storage for the member (the expiring items of the fetch layer, the
 * once-per-session marks): session storage is per origin and per tab, so all of it is the app's.
 */
export function clearSessionStorage(): void {
  const storage = browserSessionStorage();
  try {
    if (storage !== undefined && 'clear' in storage && typeof storage.clear === 'function') storage.clear();
  } catch {
    // a store that refuses access holds nothing that could be read back either
  }
}

/**
 * The locale this page runs in, chosen once by the bootstrap before the app loads (src/web/main.tsx), and the
 * member's choice kept on this device. Changing language stores the choice and reloads: manifests are overlaid with
 * a language's strings before the app first reads them, so a running page cannot switch.
 */
export const LOCALE_STORAGE_KEY = 'cu.locale';

let active = 'en-US';

/** Called by the bootstrap only, before the app module is evaluated. */
export function setActiveLocale(tag: string): void {
  active = tag;
}

/** The active locale's tag (en-US, es-US, en-XA): what formatting and messages follow. */
export function activeLocale(): string {
  return active;
}

/** The locale chosen on this device, or null (never chosen, or storage unavailable). */
export function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the member's choice on this device for the next page load. */
export function storeLocale(tag: string): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, tag);
  } catch {
    // Storage refused (private mode): the choice still holds on the server for a signed-in member.
  }
}

/** Stores the choice and reloads the page into it. */
export function switchLocale(tag: string): void {
  storeLocale(tag);
  window.location.reload();
}

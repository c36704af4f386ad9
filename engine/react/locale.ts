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

// This tab's record (sessionStorage) that the member chose a language on the sign-in page, and which language a
// signed-in page last reloaded into to follow the member's stored one (so a locale that fails to load cannot loop).
const CHOSEN_AT_SIGN_IN_KEY = 'cu.locale.chosen';
const FOLLOWED_KEY = 'cu.locale.followed';

function sessionValue(key: string, value?: string | null): string | null {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else if (value !== undefined) window.sessionStorage.setItem(key, value);
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The sign-in page's language switch: the choice is sent with the sign-in and wins over the stored language. */
export function chooseLocaleAtSignIn(tag: string): void {
  sessionValue(CHOSEN_AT_SIGN_IN_KEY, tag);
  switchLocale(tag);
}

/** The language chosen on the sign-in page in this tab, to send with the sign-in request; undefined if none. */
export function localeChosenAtSignIn(): string | undefined {
  return sessionValue(CHOSEN_AT_SIGN_IN_KEY) ?? undefined;
}

/**
 * Once signed in: a member who did not just choose on the sign-in page reads their stored language (a new device
 * learns it here), reloading into it once. The pseudo-locale is left alone (tests turn it on), as is a tag not offered.
 */
export function followMemberLocale(language: unknown, offered: (tag: string) => boolean): void {
  if (sessionValue(CHOSEN_AT_SIGN_IN_KEY) !== null) {
    sessionValue(CHOSEN_AT_SIGN_IN_KEY, null);
    return;
  }
  if (typeof language !== 'string' || language === active || !offered(active) || !offered(language)) return;
  if (sessionValue(FOLLOWED_KEY) === language) return;
  sessionValue(FOLLOWED_KEY, language);
  switchLocale(language);
}

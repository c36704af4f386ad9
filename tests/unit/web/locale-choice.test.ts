import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activeLocale,
  chooseLocaleAtSignIn,
  followMemberLocale,
  localeChosenAtSignIn,
  setActiveLocale,
  storedLocale,
} from '../../../engine/react/locale';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const offered = (tag: string): boolean => tag === 'en-US' || tag === 'es-US';
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage(), location: { reload } });
  setActiveLocale('en-US');
});
afterEach(() => vi.unstubAllGlobals());

describe('the member\'s language in the browser', () => {
  it('keeps a choice made on the sign-in page, reloads into it, and offers it for the sign-in request', () => {
    chooseLocaleAtSignIn('es-US');
    expect(storedLocale()).toBe('es-US');
    expect(localeChosenAtSignIn()).toBe('es-US');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not follow the stored language right after a choice on the sign-in page, and forgets that choice', () => {
    chooseLocaleAtSignIn('es-US');
    setActiveLocale('es-US');
    followMemberLocale('en-US', offered);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localeChosenAtSignIn()).toBeUndefined();
    expect(storedLocale()).toBe('es-US');
  });

  it('follows the member\'s stored language once on a device that has another', () => {
    followMemberLocale('es-US', offered);
    expect(storedLocale()).toBe('es-US');
    expect(reload).toHaveBeenCalledTimes(1);
    // Had Spanish failed to load, the page would still be English: it does not reload again.
    followMemberLocale('es-US', offered);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when the languages agree, the tag is not offered, or the pseudo-locale is on', () => {
    followMemberLocale('en-US', offered);
    followMemberLocale('fr-CA', offered);
    followMemberLocale(undefined, offered);
    setActiveLocale('en-XA');
    followMemberLocale('es-US', offered);
    expect(activeLocale()).toBe('en-XA');
    expect(reload).not.toHaveBeenCalled();
  });
});

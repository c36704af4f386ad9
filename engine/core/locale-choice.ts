import type { LocalesManifest } from './generated/manifests.gen';

/** The locale a page runs in: its tag (messages, formatting) and the lang attribute of its document. */
export interface ActiveLocale {
  readonly tag: string;
  readonly htmlLang: string;
}

/**
 * The locale to run in: the one the member chose on this device when it is still offered (or is the pseudo-locale,
 * which tests turn on), else the default. The pseudo-locale is English made longer, so its document is English.
 */
export function chooseLocale(stored: string | null, locales: Pick<LocalesManifest, 'default' | 'locales' | 'pseudo'>): ActiveLocale {
  const byTag = (tag: string | null): ActiveLocale | undefined => locales.locales.find((locale) => locale.tag === tag);
  const fallback = byTag(locales.default) ?? { tag: locales.default, htmlLang: 'en' };
  return byTag(stored) ?? (stored === locales.pseudo.tag ? { tag: stored, htmlLang: fallback.htmlLang } : fallback);
}

import { localesManifest } from '../../manifests/locales-manifest';

/** A locale tag of config/locales.json ("en-US"): the language a user reads the product in. */
export type LocaleTag = string;

/** The locale the manifests themselves are written in; everyone reads it until they choose another. */
export const DEFAULT_LOCALE: LocaleTag = localesManifest.default;

const offered: ReadonlySet<LocaleTag> = new Set(localesManifest.locales.map((locale) => locale.tag));

/** An offered locale's name in its own language ("Español"), as the language switch shows it. */
export function localeName(tag: LocaleTag): string {
  return localesManifest.locales.find((locale) => locale.tag === tag)?.name ?? tag;
}

/** Whether members may choose the tag (the pseudo-locale is a browser test aid, never stored). */
export function isOfferedLocale(tag: string): tag is LocaleTag {
  return offered.has(tag);
}

/**
 * The locale to write to a user in: their stored language while it is still offered, else the default (a language
 * taken off the list leaves its readers with the default rather than with strings that no longer exist).
 */
export function localeToUse(stored: string | null | undefined): LocaleTag {
  return stored !== null && stored !== undefined && isOfferedLocale(stored) ? stored : DEFAULT_LOCALE;
}

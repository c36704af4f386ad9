import countries from 'i18n-iso-countries';
import type { LocaleData } from 'i18n-iso-countries';

/**
 * Gives the list a language's names in the browser (a page registers those of its own language). On the server the
 * package's Node entry has every language of the package registered already; its browser entry has none, and a JSON
 * import of the names is left to the browser code, because the server bundle keeps packages outside it and Node would
 * then need an import attribute for it.
 */
export function registerCountryNames(names: LocaleData): void {
  countries.registerLocale(names);
}

/** A country a member can name: its ISO 3166-1 alpha-2 code and its name in the reader's language. */
export interface Country {
  readonly code: string;
  readonly name: string;
}

/** Every ISO 3166-1 alpha-2 code the country list knows (upper case, as stored). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(countries.getAlpha2Codes()));

/** Whether `code` is an ISO 3166-1 alpha-2 code of the list, exactly as stored (upper case). */
export const isCountryCode = (code: string): boolean => COUNTRY_CODES.has(code);

/**
 * The name of a code in a language (ISO 639-1, English unless named): the name `names` gives it (config's plainer
 * names, such as "United States" for "United States of America"), else the ISO list's official name in that language
 * where the list has it registered (the server has every language, the browser English), else the English one, else
 * the code itself.
 */
export function countryName(code: string, names: Readonly<Record<string, string>> = {}, language = 'en'): string {
  if (names[code] !== undefined) return names[code];
  if (!COUNTRY_CODES.has(code)) return code;
  return countries.getName(code, language, { select: 'official' }) ?? countries.getName(code, 'en', { select: 'official' }) ?? code;
}

/** The whole list in a language (ISO 639-1, English unless named), in that language's alphabetical order. */
export function countryList(names: Readonly<Record<string, string>> = {}, language = 'en'): Country[] {
  return [...COUNTRY_CODES]
    .map((code) => ({ code, name: countryName(code, names, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

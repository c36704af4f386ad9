import { registerCountryNames } from '../../engine/core/countries';
import { activeLocale } from '../../engine/react/locale';

/** The languages whose ISO 3166-1 names the travel form can load; any other page language reads English names. */
const LOADERS = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
} as const;

type Language = keyof typeof LOADERS;

/** The ISO 639-1 code the page's country names are in (the pseudo-locale's are English). */
export function countryLanguage(): Language {
  const wanted = activeLocale().split('-')[0] ?? 'en';
  return wanted in LOADERS ? (wanted as Language) : 'en';
}

/**
 * Loads and registers the ISO country names of the page's language before the travel form's module reads them. Each
 * language's names are a chunk of their own, so a page carries only the one it reads.
 */
export async function loadCountryNames(): Promise<void> {
  registerCountryNames((await LOADERS[countryLanguage()]()).default);
}

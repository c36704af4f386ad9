/**
 * The page's bootstrap, kept small because every reader loads it first: it registers the manifests the studio
 * published (embedded in index.html), picks the locale (the member's choice on this device, else the default), loads
 * only that locale's overlays (none for English), registers them before any manifest is read, sets the document's
 * language, then loads the app (preloaded by index.html, so no extra trip).
 */
import localesJson from '../../config/locales.json';
import type { LocalesManifest } from '../../engine/core/generated/manifests.gen';
import { chooseLocale } from '../../engine/core/locale-choice';
import { setActiveLocale, storedLocale } from '../../engine/react/locale';
import { applyPublishedConfig } from './published-config';

const locales = localesJson as Pick<LocalesManifest, 'default' | 'locales' | 'pseudo'>;

async function start(): Promise<void> {
  await applyPublishedConfig();
  let locale = chooseLocale(storedLocale(), locales);
  // English needs the ICU formatter only when its own messages use ICU syntax (decided at build time).
  if (locale.tag !== locales.default || __DEFAULT_LOCALE_USES_ICU__) {
    try {
      await (await import('./locale/load-locale')).loadLocale(locale.tag);
    } catch {
      // The language's files did not arrive: the page opens in the default language rather than not at all.
      locale = chooseLocale(null, locales);
    }
  }
  setActiveLocale(locale.tag);
  document.documentElement.lang = locale.htmlLang;
  await import('./app');
}

void start();

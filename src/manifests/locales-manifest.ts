import localesJson from '../../config/locales.json';
import type { LocalesManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * The languages members may choose. The browser's copy leaves out which strings are text (vite.config.ts), which
 * only the validator and the pseudo-locale read, so the type does not offer it.
 */
export const localesManifest = load<Pick<LocalesManifest, 'default' | 'locales' | 'pseudo'>>(localesJson, 'locales.json');

/** True when members may choose this tag (not the pseudo-locale, not an unknown tag). */
export const isOfferedLocale = (tag: string): boolean => localesManifest.locales.some((locale) => locale.tag === tag);

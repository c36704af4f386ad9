import { readFileSync } from 'node:fs';
import { applyOverlay } from '../../../engine/core/manifest-overlay';
import { projectPath } from '../project-files';
import { DEFAULT_LOCALE, type LocaleTag } from './locales';

/**
 * A manifest in a locale: the English manifest with the locale's overlay (config/locales/<tag>/<name>) applied. The
 * overlays are read from the project's config/ folder at run time, beside the schemas and page assets the server
 * reads the same way, so the source tree and the built server (which keeps config/ beside dist/) find the same files.
 * A manifest the locale has no overlay for reads in English, string by string as applyOverlay leaves untranslated
 * ones. Each (name, locale) is computed once and frozen, like the manifests themselves.
 */
const cache = new Map<string, unknown>();

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The release's overlay file of a manifest in a locale, or null when the locale has none for it. */
export function readOverlay(name: string, locale: LocaleTag): unknown {
  let text: string;
  try {
    text = readFileSync(projectPath('config/locales', locale, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return JSON.parse(text) as unknown;
}

/**
 * `english` (a manifest as src/manifests loads it, by its file name under config/: "copy.json") in `locale`. The
 * default locale is the manifest itself.
 */
export function manifestIn<T>(english: T, name: string, locale: LocaleTag): T {
  if (locale === DEFAULT_LOCALE) return english;
  const key = `${locale}\u0000${name}`;
  if (!cache.has(key)) cache.set(key, withOverlay(english, readOverlay(name, locale)));
  return cache.get(key) as T;
}

/** A manifest with an overlay's strings applied (null: none), frozen like the manifests themselves. */
export function withOverlay<T>(english: T, overlay: unknown): T {
  return deepFreeze(applyOverlay(english, overlay));
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_LOCALE, type LocaleTag } from '../i18n/locales';
import { readOverlay, withOverlay } from '../i18n/localized-manifest';
import { currentPublishedConfig, type PublishedConfig } from './published-manifests';

// A published version never changes, so a manifest in a locale is computed once per (version, name, locale); the
// few newest are enough, as for the versions' manifests themselves.
const KEPT = 32;
const kept = new Map<string, unknown>();

function keep(key: string, manifest: unknown): void {
  kept.set(key, manifest);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(oldest);
  }
}

/** The overlay file name a version keeps a locale's text of a manifest under ("locales/es-US/copy.json"). */
const overlayName = (name: string, locale: LocaleTag): string => `locales/${locale}/${name}`;

/**
 * A manifest (by file name under config/: "copy.json") in a locale as `version` has it: the published English
 * document when the version replaces it, else `bundled` (the release's); then the locale's published overlay when
 * the version replaces it, else the release's overlay file. Both were checked together before the version was
 * published; a bundled overlay over a published English leaves a string it does not know in English.
 */
export function manifestInVersion<T>(version: PublishedConfig, name: string, bundled: T, locale: LocaleTag): T {
  const english = Object.hasOwn(version.manifests, name) ? (version.manifests[name] as T) : bundled;
  if (locale === DEFAULT_LOCALE) return english;
  const key = `${version.id ?? 'release'}\u0000${name}\u0000${locale}`;
  if (!kept.has(key)) {
    const published = overlayName(name, locale);
    keep(key, withOverlay(english, Object.hasOwn(version.manifests, published) ? version.manifests[published] : readOverlay(name, locale)));
  }
  return kept.get(key) as T;
}

/**
 * A manifest in a locale (the default locale when none is named) as the version in force has it: one indexed query
 * for the version, the manifests read once per version (published-manifests.ts).
 */
export async function manifestInForce<T>(db: Kysely<Database>, name: string, bundled: T, locale: LocaleTag = DEFAULT_LOCALE): Promise<T> {
  return manifestInVersion(await currentPublishedConfig(db), name, bundled, locale);
}

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pointerTokens, stringLeaves } from '../../../engine/core/text-pointers';

const CONFIG_DIR = fileURLToPath(new URL('../../../config/', import.meta.url));

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
  });
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

function at(value: unknown, pointer: string): unknown {
  let node = value;
  for (const token of pointerTokens(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** A locale's translations as the overlays under config/locales/<tag>/ hold them, read against the English manifests. */
export interface LocaleStrings {
  /** The translation of the English string at `pointer` of manifest `name`; undefined when the overlay has none. */
  translation(name: string, pointer: string): string | undefined;
  /** Every English string whose translation differs from it (trimmed): on a page in the locale, none should show. */
  readonly untranslatedEnglish: ReadonlySet<string>;
  /** How many overlay files were read. */
  readonly files: number;
}

export function localeStrings(tag: string): LocaleStrings {
  const dir = join(CONFIG_DIR, 'locales', tag);
  const overlays = new Map(jsonFiles(dir).map((path) => [relative(dir, path).split(sep).join('/'), readJson(path)]));
  const translated = new Set<string>();
  // An English string some overlay keeps as it is (a brand, a product name), or one the locale itself writes for
  // something else (Spanish "Principal" for "Primary", beside English "Principal"), is right wherever it shows.
  const kept = new Set<string>();
  for (const [name, overlay] of overlays) {
    const english = readJson(join(CONFIG_DIR, name));
    for (const leaf of stringLeaves(overlay)) {
      const source = at(english, leaf.pointer);
      if (typeof source !== 'string' || source.trim() === '') continue;
      (source.trim() === leaf.text.trim() ? kept : translated).add(source.trim());
      kept.add(leaf.text.trim());
    }
  }
  const untranslatedEnglish = new Set([...translated].filter((text) => !kept.has(text)));
  return {
    translation: (name, pointer) => {
      const value = at(overlays.get(name), pointer);
      return typeof value === 'string' ? value : undefined;
    },
    untranslatedEnglish,
    files: overlays.size,
  };
}

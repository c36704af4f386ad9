import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { LocalesManifest } from '../../../engine/core/generated/manifests.gen';
import { isTextPointer, pointerAppend, stringLeaves } from '../../../engine/core/text-pointers';
import { describeFound, makeIssue, type ValidationIssue } from '../../../engine/core/config-validation/issue';
import type { ConfigFile } from './load-config';
import { checkTranslated, compareOverlayShape } from '../../../engine/core/config-validation/locale-overlay-shape';

/** The directory under config/ that holds one folder of overlays per locale. */
export const LOCALES_DIR = 'locales';

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return listJsonFiles(path);
      return name.endsWith('.json') ? [path] : [];
    });
}

interface OverlayFile {
  /** "config/locales/es-US/copy.json" */
  readonly file: string;
  /** The English manifest it overlays, relative to config/ ("copy.json", "forms/transfer.json"). */
  readonly manifest: string;
  readonly data: unknown;
}

function readOverlays(configDir: string, tag: string, issues: ValidationIssue[]): OverlayFile[] {
  const dir = join(configDir, LOCALES_DIR, tag);
  if (!existsSync(dir)) return [];
  return listJsonFiles(dir).flatMap((path) => {
    const manifest = relative(dir, path).split(sep).join('/');
    const file = `config/${LOCALES_DIR}/${tag}/${manifest}`;
    try {
      return [{ file, manifest, data: JSON.parse(readFileSync(path, 'utf8')) as unknown }];
    } catch (error) {
      issues.push(makeIssue(file, '', 'valid JSON', 'text that is not JSON', (error as Error).message));
      return [];
    }
  });
}

/**
 * Pass 2 for languages: every overlay under config/locales/<tag>/ against its English manifest (same places, text
 * only where English has text, arrays of English's length, valid ICU, the same placeholders), and every English
 * string that config/locales.json calls member-read text translated in every locale but the default.
 */
export function checkLocaleOverlays(configDir: string, locales: LocalesManifest, manifests: readonly ConfigFile[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const english = new Map(manifests.map((entry) => [entry.relativePath, entry.data]));
  const tags = new Set(locales.locales.map((locale) => locale.tag));
  if (!tags.has(locales.default)) {
    issues.push(makeIssue('config/locales.json', '/default', `one of the locales' tags (${[...tags].join(', ')})`, describeFound(locales.default)));
  }
  if (tags.has(locales.pseudo.tag)) {
    issues.push(makeIssue('config/locales.json', '/pseudo/tag', 'a tag no member-facing locale uses', describeFound(locales.pseudo.tag)));
  }
  for (const name of Object.keys(locales.text)) {
    if (!english.has(name)) issues.push(makeIssue('config/locales.json', pointerAppend('/text', name), 'the name of a manifest under config/', describeFound(name)));
  }
  const localesDir = join(configDir, LOCALES_DIR);
  if (existsSync(localesDir)) {
    for (const entry of readdirSync(localesDir).sort()) {
      if (!tags.has(entry) || entry === locales.default) {
        issues.push(makeIssue(`config/${LOCALES_DIR}/${entry}`, '', `a folder named for a locale other than the default (${[...tags].filter((tag) => tag !== locales.default).join(', ')})`, 'a folder of no such locale'));
      }
    }
  }
  for (const tag of tags) {
    if (tag === locales.default) continue;
    const overlays = readOverlays(configDir, tag, issues);
    const byManifest = new Map(overlays.map((overlay) => [overlay.manifest, overlay]));
    for (const overlay of overlays) {
      if (!english.has(overlay.manifest)) {
        issues.push(makeIssue(overlay.file, '', `an overlay of an English manifest (config/${overlay.manifest} does not exist)`, 'a file of no known manifest'));
        continue;
      }
      compareOverlayShape({ file: overlay.file, englishFile: `config/${overlay.manifest}` }, english.get(overlay.manifest), overlay.data, '', issues);
    }
    for (const [name, patterns] of Object.entries(locales.text)) {
      const manifest = english.get(name);
      if (manifest === undefined) continue;
      const file = `config/${LOCALES_DIR}/${tag}/${name}`;
      const overlay = byManifest.get(name);
      checkTranslated({ file, tag, englishFile: `config/${name}` }, manifest, overlay?.data, patterns, issues);
    }
  }
  return issues;
}

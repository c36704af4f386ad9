import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { LocalesManifest } from '../../../engine/core/generated/manifests.gen';
import { isTextPointer, pointerAppend, stringLeaves } from '../../../engine/core/text-pointers';
import { describeFound, makeIssue, type ValidationIssue } from '../../../engine/core/config-validation/issue';
import type { ConfigFile } from './load-config';
import { messageArguments } from './message-arguments';

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

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

/** Compares one translated string with its English: both valid ICU, the same argument names. */
function compareMessage(where: Where, pointer: string, english: string, translated: string, issues: ValidationIssue[]): void {
  const { file } = where;
  const source = messageArguments(english);
  const target = messageArguments(translated);
  if (!source.ok) {
    issues.push(makeIssue(where.englishFile, pointer, 'a valid ICU message in English', describeFound(english), source.error));
  }
  if (!target.ok) {
    issues.push(makeIssue(file, pointer, 'a valid ICU message (quote a literal brace as \'{\')', describeFound(translated), target.error));
  }
  if (source.ok && target.ok && source.names.join(',') !== target.names.join(',')) {
    const list = (names: readonly string[]): string => (names.length === 0 ? 'no placeholders' : names.map((name) => `{${name}}`).join(', '));
    issues.push(makeIssue(file, pointer, `the placeholders of the English text, ${list(source.names)}`, list(target.names)));
  }
}

/** The overlay file and the English manifest it overlays, as people know them. */
interface Where {
  readonly file: string;
  readonly englishFile: string;
}

/** Every value of an overlay sits where English has the same shape, and every string where English has a string. */
function compareShape(where: Where, english: unknown, overlay: unknown, pointer: string, issues: ValidationIssue[]): void {
  const { file } = where;
  if (overlay === null) return;
  if (typeof overlay === 'string') {
    if (typeof english !== 'string') {
      issues.push(makeIssue(file, pointer, 'a place where the English manifest holds text', english === undefined ? 'a place English lacks' : `English holds ${kindOf(english)} there`));
      return;
    }
    compareMessage(where, pointer, english, overlay, issues);
    return;
  }
  if (Array.isArray(overlay)) {
    if (!Array.isArray(english)) {
      issues.push(makeIssue(file, pointer, `${english === undefined ? 'a place the English manifest has' : kindOf(english)} as in English`, 'an array'));
      return;
    }
    if (overlay.length !== english.length) {
      issues.push(makeIssue(file, pointer, `an array of ${english.length} elements like English's (null for one left alone)`, `${overlay.length} elements`));
    }
    overlay.forEach((element, index) => compareShape(where, english[index], element, pointerAppend(pointer, index), issues));
    return;
  }
  if (typeof overlay === 'object') {
    if (typeof english !== 'object' || english === null || Array.isArray(english)) {
      issues.push(makeIssue(file, pointer, `${english === undefined ? 'a place the English manifest has' : kindOf(english)} as in English`, 'an object'));
      return;
    }
    for (const [key, value] of Object.entries(overlay)) {
      const child = pointerAppend(pointer, key);
      if (!Object.hasOwn(english, key)) {
        issues.push(makeIssue(file, child, 'a key the English manifest has', describeFound(key), 'English has nothing at this pointer'));
        continue;
      }
      compareShape(where, (english as Record<string, unknown>)[key], value, child, issues);
    }
    return;
  }
  issues.push(makeIssue(file, pointer, 'text, an object, an array or null', describeFound(overlay)));
}

function at(value: unknown, pointer: string): unknown {
  let node = value;
  for (const token of pointer.slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
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
      compareShape({ file: overlay.file, englishFile: `config/${overlay.manifest}` }, english.get(overlay.manifest), overlay.data, '', issues);
    }
    for (const [name, patterns] of Object.entries(locales.text)) {
      const manifest = english.get(name);
      if (manifest === undefined) continue;
      const file = `config/${LOCALES_DIR}/${tag}/${name}`;
      const overlay = byManifest.get(name);
      const text = stringLeaves(manifest).filter((leaf) => isTextPointer(patterns, leaf.pointer));
      if (overlay === undefined) {
        // One issue for a missing file: a line per string would bury every other problem.
        if (text.length > 0) issues.push(makeIssue(file, '', `a ${tag} overlay translating the ${text.length} member-read strings of config/${name}`, 'no such file'));
        continue;
      }
      for (const leaf of text) {
        const translated = at(overlay.data, leaf.pointer);
        if (typeof translated === 'string') continue;
        issues.push(makeIssue(file, leaf.pointer, `a translation into ${tag} of the English ${describeFound(leaf.text)}`, describeFound(translated)));
      }
    }
  }
  return issues;
}

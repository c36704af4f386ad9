import type { LocalesManifest } from '../generated/manifests.gen';
import { isTextPointer, pointerAppend, stringLeaves } from '../text-pointers';
import { describeFound, makeIssue, type ValidationIssue } from './issue';
import { messageArguments } from './message-arguments';

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

/** Compares one translated string with its English: both valid ICU, the same argument names. */
function compareMessage(where: OverlayWhere, pointer: string, english: string, translated: string, issues: ValidationIssue[]): void {
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
export interface OverlayWhere {
  readonly file: string;
  readonly englishFile: string;
}

/**
 * Every value of a language's overlay sits where its English manifest has the same shape, every string where English
 * has a string, as a valid ICU message with English's placeholders (null leaves a place in English).
 */
export function compareOverlayShape(where: OverlayWhere, english: unknown, overlay: unknown, pointer: string, issues: ValidationIssue[]): void {
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
    overlay.forEach((element, index) => compareOverlayShape(where, english[index], element, pointerAppend(pointer, index), issues));
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
      compareOverlayShape(where, (english as Record<string, unknown>)[key], value, child, issues);
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
 * Every English string of a manifest that config/locales.json calls member-read text (`patterns`) has a translation
 * in the locale's overlay (undefined when the locale has no overlay file for the manifest).
 */
export function checkTranslated(
  where: { readonly file: string; readonly tag: string; readonly englishFile: string },
  english: unknown,
  overlay: unknown,
  patterns: LocalesManifest['text'][string],
  issues: ValidationIssue[],
): void {
  const text = stringLeaves(english).filter((leaf) => isTextPointer(patterns, leaf.pointer));
  if (overlay === undefined) {
    // One issue for a missing file: a line per string would bury every other problem.
    if (text.length > 0) issues.push(makeIssue(where.file, '', `a ${where.tag} overlay translating the ${text.length} member-read strings of ${where.englishFile}`, 'no such file'));
    return;
  }
  for (const leaf of text) {
    const translated = at(overlay, leaf.pointer);
    if (typeof translated === 'string') continue;
    issues.push(makeIssue(where.file, leaf.pointer, `a translation into ${where.tag} of the English ${describeFound(leaf.text)}`, describeFound(translated)));
  }
}

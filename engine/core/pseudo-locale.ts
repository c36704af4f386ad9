import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isTextPointer, pointerAppend, type TextPointerPatterns } from './text-pointers';

/**
 * The pseudo-locale: English with every letter accented and the text made longer, so a page shows at a glance which
 * strings come from config (accented) and where a longer language would overflow. Placeholders, ICU plural and
 * select structure and quoting stay exactly as written, so the result formats like the English.
 */

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][index] as string,
  ]),
);
const VOWELS = new Set([...'aeiouAEIOU']);
// Padding words added after the text when doubling vowels did not reach the length: spaced, so lines can still wrap.
const PADDING_WORD = 'ẋẋẋ';

/** Character ranges [start, end) of the message's literal text, outside placeholders and ICU syntax. */
function literalRanges(text: string): [number, number][] | null {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text, { ignoreTag: true, captureLocation: true });
  } catch {
    return null;
  }
  const ranges: [number, number][] = [];
  const walk = (nodes: readonly MessageFormatElement[]): void => {
    for (const node of nodes) {
      if (node.type === TYPE.literal && node.location) ranges.push([node.location.start.offset, node.location.end.offset]);
      if (node.type === TYPE.plural || node.type === TYPE.select) for (const option of Object.values(node.options)) walk(option.value);
    }
  };
  walk(elements);
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Ranges outside `{…}` tokens, for text that is not valid ICU (treated as plain `{name}` copy). */
function rangesOutsideBraces(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (const match of text.matchAll(/\{[^{}]*\}/g)) {
    ranges.push([start, match.index]);
    start = match.index + match[0].length;
  }
  ranges.push([start, text.length]);
  return ranges;
}

/** One message in the pseudo-locale: accented, and `expansion` (0.35 = 35%) longer than the English. */
export function pseudoLocalise(text: string, expansion: number): string {
  const ranges = literalRanges(text) ?? rangesOutsideBraces(text);
  let extra = Math.ceil(text.length * expansion);
  let result = '';
  let cursor = 0;
  for (const [start, end] of ranges) {
    result += text.slice(cursor, start);
    for (const character of text.slice(start, end)) {
      const accented = ACCENTED[character];
      if (accented === undefined) {
        result += character;
        continue;
      }
      result += accented;
      if (extra > 0 && VOWELS.has(character)) {
        result += accented;
        extra -= 1;
      }
    }
    cursor = end;
  }
  result += text.slice(cursor);
  if (text.length === 0) return text;
  while (extra > 0) {
    const word = PADDING_WORD.slice(0, Math.max(1, extra - 1));
    result += ` ${word}`;
    extra -= word.length + 1;
  }
  return result;
}

/**
 * A manifest's overlay in the pseudo-locale: every member-read string (under `patterns`) pseudo-localised, in the
 * overlay shape (objects with only the keys holding text, arrays of the manifest's length with null elsewhere).
 * Undefined when nothing below is text.
 */
export function pseudoOverlay(manifest: unknown, patterns: TextPointerPatterns, expansion: number, pointer = ''): unknown {
  if (typeof manifest === 'string') return isTextPointer(patterns, pointer) ? pseudoLocalise(manifest, expansion) : undefined;
  if (Array.isArray(manifest)) {
    const elements = manifest.map((element: unknown, index) => pseudoOverlay(element, patterns, expansion, pointerAppend(pointer, index)));
    return elements.some((element) => element !== undefined) ? elements.map((element) => element ?? null) : undefined;
  }
  if (typeof manifest === 'object' && manifest !== null) {
    const entries = Object.entries(manifest)
      .map(([key, value]) => [key, pseudoOverlay(value, patterns, expansion, pointerAppend(pointer, key))] as const)
      .filter(([, value]) => value !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

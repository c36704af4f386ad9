/**
 * Which characters text input may hold. No text holds a control character (NUL, the other C0 controls, DEL, the C1
 * controls) or a lone surrogate (text that is not well-formed Unicode): the database refuses some of them outright,
 * and the rest hide text from whoever reads it (terminal escapes, a backspace, a line that is not where it seems).
 * Tab, line feed and carriage return are legitimate only in multi-line text (a message's body); a header, a query
 * string, a path segment, an object key and every single-line field holds none of them.
 */

/** One line of text: single-line fields, headers, query strings, path parameters, object keys. */
export type TextKind = 'line' | 'lines';

const REFUSED_IN_LINE = /[\p{Cc}\p{Cs}]/u;
const REFUSED_IN_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Whether the text holds a character its kind refuses. */
export function hasRefusedCharacter(text: string, kind: TextKind): boolean {
  return (kind === 'line' ? REFUSED_IN_LINE : REFUSED_IN_LINES).test(text);
}

const pointerToken = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** Bytes, not text: a binary body (a buffer, or a stream still to be read). */
const isBinary = (value: object): boolean => ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function';

/**
 * The JSON pointer of the first text in a parsed input (a JSON body, a query or the path's parameters) holding a
 * refused character, or undefined when there is none. Object keys are always one line; strings are of `kind`.
 * Binary bodies (buffers, streams) hold no text and are not looked into.
 */
export function refusedTextAt(value: unknown, kind: TextKind, path = ''): string | undefined {
  if (typeof value === 'string') return hasRefusedCharacter(value, kind) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = refusedTextAt(item, kind, `${path}/${index}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isBinary(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${pointerToken(key)}`;
    if (hasRefusedCharacter(key, 'line')) return at;
    const found = refusedTextAt(item, kind, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The text with every refused character written as its \u escape: how the audit records a refused request's text. */
export function printable(text: string): string {
  return text.replace(new RegExp(REFUSED_IN_LINE.source, 'gu'), (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
}

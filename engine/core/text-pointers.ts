/**
 * Which strings of a manifest are member-read text: JSON pointer patterns whose segments may be `*`. A string is
 * text when its pointer is at or below a `text` pattern and not at or below an `exclude` pattern.
 */
export interface TextPointerPatterns {
  readonly text: readonly string[];
  readonly exclude?: readonly string[] | undefined;
}

/** The unescaped reference tokens of a JSON pointer ("" has none). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Appends one token to a JSON pointer, escaping "~" and "/". */
export function pointerAppend(pointer: string, token: string | number): string {
  return `${pointer}/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** True when the pointer is the pattern's place or below it. */
export function matchesPattern(pattern: string, pointer: string): boolean {
  const wanted = pointerTokens(pattern);
  const tokens = pointerTokens(pointer);
  if (tokens.length < wanted.length) return false;
  return wanted.every((token, index) => token === '*' || token === tokens[index]);
}

/** True when the string at `pointer` is member-read text under these patterns. */
export function isTextPointer(patterns: TextPointerPatterns, pointer: string): boolean {
  return (
    patterns.text.some((pattern) => matchesPattern(pattern, pointer)) &&
    !(patterns.exclude ?? []).some((pattern) => matchesPattern(pattern, pointer))
  );
}

/** Every string leaf of a JSON value with its pointer, in document order. */
export function stringLeaves(value: unknown, pointer = ''): { pointer: string; text: string }[] {
  if (typeof value === 'string') return [{ pointer, text: value }];
  if (Array.isArray(value)) return value.flatMap((element, index) => stringLeaves(element, pointerAppend(pointer, index)));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, pointerAppend(pointer, key)));
  }
  return [];
}

/** The manifest's member-read strings with their pointers. */
export function textLeaves(manifest: unknown, patterns: TextPointerPatterns): { pointer: string; text: string }[] {
  return stringLeaves(manifest).filter((leaf) => isTextPointer(patterns, leaf.pointer));
}

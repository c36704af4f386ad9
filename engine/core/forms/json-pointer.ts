/** The segments of a JSON pointer ("/payee/name" → ["payee", "name"]); "" is the whole document. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The JSON pointer of a path of property names and array indexes. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The value at `segments` inside `data`, or undefined when any step is missing. */
export function valueAt(data: unknown, segments: readonly string[]): unknown {
  let current = data;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** The rjsf element id of the field at `pointer` (rjsf joins "root" and the path with "_"). */
export function fieldIdForPointer(pointer: string, idPrefix = 'root', idSeparator = '_'): string {
  return [idPrefix, ...pointerSegments(pointer)].join(idSeparator);
}

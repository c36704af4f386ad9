/** One difference between two JSON documents: where (a JSON pointer), what was there and what is there now. */
export interface JsonChange {
  readonly pointer: string;
  /** Absent when the value was added. */
  readonly before?: unknown;
  /** Absent when the value was removed. */
  readonly after?: unknown;
}

const escapeToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two JSON values are equal: same scalars, same arrays item by item, same objects key by key (any order). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
  }
  return false;
}

/**
 * The changes from `before` to `after`, deepest first where they differ: objects key by key, arrays item by item
 * (an array of another length also lists the items added or removed at its end), anything else as a whole.
 */
export function jsonDiff(before: unknown, after: unknown, pointer = ''): JsonChange[] {
  if (jsonEqual(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((key) => !Object.hasOwn(before, key))];
    return keys.flatMap((key) => {
      const at = `${pointer}/${escapeToken(key)}`;
      if (!Object.hasOwn(after, key)) return [{ pointer: at, before: before[key] }];
      if (!Object.hasOwn(before, key)) return [{ pointer: at, after: after[key] }];
      return jsonDiff(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => index).flatMap((index) => {
      const at = `${pointer}/${index}`;
      if (index >= after.length) return [{ pointer: at, before: before[index] }];
      if (index >= before.length) return [{ pointer: at, after: after[index] }];
      return jsonDiff(before[index], after[index], at);
    });
  }
  return [{ pointer, before, after }];
}

import { describe, expect, it } from 'vitest';
import { jsonDiff, jsonEqual } from '../../engine/core/json-diff';

describe('jsonDiff', () => {
  it('lists each changed, added and removed value by its JSON pointer, with before and after', () => {
    const before = { menus: { main: { items: [{ label: 'Move Money', route: '/transfers' }] } }, amounts: { a: 1, 'b/c': 2 } };
    const after = { menus: { main: { items: [{ label: 'Transfers', route: '/transfers' }, { label: 'New' }] } }, amounts: { 'b/c': 3, d: 4 } };
    expect(jsonDiff(before, after)).toEqual([
      { pointer: '/menus/main/items/0/label', before: 'Move Money', after: 'Transfers' },
      { pointer: '/menus/main/items/1', after: { label: 'New' } },
      { pointer: '/amounts/a', before: 1 },
      { pointer: '/amounts/b~1c', before: 2, after: 3 },
      { pointer: '/amounts/d', after: 4 },
    ]);
  });

  it('finds nothing between equal documents whatever their key order, and the whole value when the kinds differ', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonDiff({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([]);
    expect(jsonDiff({ a: [1] }, { a: { 0: 1 } })).toEqual([{ pointer: '/a', before: [1], after: { 0: 1 } }]);
  });
});

import { describe, expect, it } from 'vitest';
import { menusManifest } from '../../src/manifests';
import { EDITABLE_MANIFESTS } from '../../screens/studio/manifest-schemas';
import { manifestParts, partSchema, valueAt, withValueAt } from '../../screens/studio/manifest-parts';

const menusSchema = EDITABLE_MANIFESTS.find((entry) => entry.name === 'menus.json')!.schema;

describe("the studio's manifest parts", () => {
  it('offers the whole manifest, each menu of the menus map, and each other section whole', () => {
    const parts = manifestParts(menusManifest, 'Whole');
    expect(parts[0]).toEqual({ path: [], label: 'Whole' });
    expect(parts).toContainEqual({ path: ['menus', 'mainNav'], label: 'menus › mainNav' });
    expect(parts).toContainEqual({ path: ['screenLinks'], label: 'screenLinks' });
    expect(parts.some((part) => part.path[0] === '$schema')).toBe(false);
    expect(parts.filter((part) => part.path[0] === 'menus')).toHaveLength(Object.keys(menusManifest.menus).length);
  });

  it("gives a part the schema its value takes, with the root's definitions, and nothing for a path the schema lacks", () => {
    const menu = partSchema(menusSchema, ['menus', 'mainNav'])!;
    expect(menu.type).toBe('object');
    expect(Object.keys(menu.properties as object)).toContain('items');
    expect(menu.$defs).toBe(menusSchema.$defs);
    expect(partSchema(menusSchema, [])).toBe(menusSchema);
    expect(partSchema(menusSchema, ['noSuchSection'])).toBeUndefined();
  });

  it('reads and replaces the value at a path, sharing every branch it does not change', () => {
    const document = { a: { b: { c: 1 }, d: { e: 2 } }, f: 3 };
    expect(valueAt(document, ['a', 'b'])).toEqual({ c: 1 });
    expect(valueAt(document, ['a', 'x', 'y'])).toBeUndefined();
    const next = withValueAt(document, ['a', 'b'], { c: 9 }) as typeof document;
    expect(next).toEqual({ a: { b: { c: 9 }, d: { e: 2 } }, f: 3 });
    expect(next.a.d).toBe(document.a.d);
    expect(document.a.b.c).toBe(1);
    expect(withValueAt(document, [], 'whole')).toBe('whole');
  });
});

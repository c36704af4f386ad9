import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleSchemas } from '../../scripts/lib/gen-types/bundle-schemas';
import { generateTypeFiles } from '../../scripts/lib/gen-types/generate';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const declared = (source: string): string[] =>
  [...source.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1] as string);

describe('gen-types', () => {
  it('generates each type name once across both files, with the banner, the same on every run', async () => {
    const first = await generateTypeFiles(projectRoot);
    const second = await generateTypeFiles(projectRoot);
    expect(second).toEqual(first);
    const names = first.flatMap((file) => declared(file.content));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const file of first) expect(file.content).toMatch(/^\/\*\*\n \* GENERATED, DO NOT EDIT\./);
    expect(names).toEqual(expect.arrayContaining(['AppManifest', 'RouteNode', 'MenuItem', 'VisibilityRule', 'ModalButton', 'FormManifest']));
  });

  it('refuses two different schema definitions with one name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gen-types-'));
    try {
      const schema = (title: string, defTitle: string) => ({
        title,
        type: 'object',
        properties: { a: { $ref: '#/$defs/Shared' } },
        $defs: { Shared: { title: defTitle, type: 'object', properties: {} } },
      });
      writeFileSync(join(dir, 'a.schema.json'), JSON.stringify(schema('A', 'Shared')));
      writeFileSync(join(dir, 'b.schema.json'), JSON.stringify(schema('B', 'Shared')));
      expect(() => bundleSchemas([join(dir, 'a.schema.json'), join(dir, 'b.schema.json')], 'Root', 'root')).toThrow(
        /Two schema definitions are both named "Shared"/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

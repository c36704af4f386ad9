import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import ts from 'typescript';
import { bundleSchemas, listSchemaFiles } from './bundle-schemas';
import { errorCodesFile } from './error-codes';

/** One file gen-types writes, with the text it should hold. */
export interface GeneratedFile {
  readonly path: string;
  readonly content: string;
}

const banner = (sources: string): string =>
  [
    '/**',
    ' * GENERATED, DO NOT EDIT. Types generated from the JSON Schemas in ' + sources + ' by',
    ' * `npm run gen:types` (json-schema-to-typescript). Edit the schemas, then regenerate;',
    ' * `npm run check:types-fresh` fails when this file is stale.',
    ' */',
  ].join('\n');

async function compileBundle(files: readonly string[], rootTitle: string, rootDescription: string): Promise<string> {
  const bundle = bundleSchemas(files, rootTitle, rootDescription);
  const body = await compile(bundle.schema as never, rootTitle, {
    bannerComment: '',
    additionalProperties: false,
    unknownAny: true,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: false,
    format: true,
    style: { printWidth: 120, singleQuote: true, trailingComma: 'all' },
  });
  return body.trim();
}

function declaredNames(source: string): Set<string> {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) names.add(statement.name.text);
  }
  return names;
}

/**
 * Removes top-level declarations that already exist in `shared` (types of common.schema.json that
 * API payloads reuse) and imports them instead, so the two generated files never declare one name twice.
 */
function reuseSharedDeclarations(source: string, shared: ReadonlySet<string>, importFrom: string): string {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const removed: string[] = [];
  let kept = '';
  let cursor = 0;
  for (const statement of file.statements) {
    const isDeclaration = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
    if (isDeclaration && shared.has(statement.name.text)) {
      kept += source.slice(cursor, statement.getFullStart());
      cursor = statement.getEnd();
      removed.push(statement.name.text);
    }
  }
  kept += source.slice(cursor);
  if (removed.length === 0) return source;
  const importLine = `import type { ${removed.sort().join(', ')} } from '${importFrom}';\n\n`;
  return importLine + kept.replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * Everything gen-types writes: `engine/core/generated/manifests.gen.ts` from `schemas/*.schema.json`
 * and `engine/core/generated/api.gen.ts` from `schemas/api/*.schema.json` (a banner only while
 * there are no API schemas), and `engine/core/generated/error-codes.gen.ts` from the codes of config/errors.json.
 * Output depends only on those files, never on the clock.
 */
export async function generateTypeFiles(projectRoot: string): Promise<GeneratedFile[]> {
  const schemasDir = join(projectRoot, 'schemas');
  const outDir = join(projectRoot, 'engine', 'core', 'generated');
  const manifestFiles = listSchemaFiles(schemasDir).filter((path) => !path.endsWith('common.schema.json'));
  const manifests = await compileBundle(
    manifestFiles,
    'ManifestSet',
    'Every manifest kind, keyed by file name (camelCase); forms are FormManifest each.',
  );
  const files: GeneratedFile[] = [
    { path: join(outDir, 'manifests.gen.ts'), content: `${banner('schemas/')}\n\n${manifests}\n` },
  ];

  const apiFiles = listSchemaFiles(join(schemasDir, 'api'));
  let api = 'export {};';
  if (apiFiles.length > 0) {
    const compiled = await compileBundle(apiFiles, 'ApiPayloads', 'Every API payload schema, keyed by file name (camelCase).');
    api = reuseSharedDeclarations(compiled, declaredNames(manifests), './manifests.gen');
  }
  files.push({ path: join(outDir, 'api.gen.ts'), content: `${banner('schemas/api/')}\n\n${api}\n` });
  files.push(errorCodesFile(projectRoot));
  return files;
}

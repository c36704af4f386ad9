import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectPath } from '../project-files';

/**
 * The JSON Schemas of schemas/api (plus the shared common.schema.json they reference), read once. Routes validate
 * and serialize with these very files, the same ones gen:types turns into TypeScript: one contract, no copy.
 */
export interface JsonSchemaObject {
  $id: string;
  [keyword: string]: unknown;
}

const schemasDir = pathToFileURL(projectPath('schemas/'));

function readSchema(url: URL): JsonSchemaObject {
  const schema = JSON.parse(readFileSync(url, 'utf8')) as Partial<JsonSchemaObject>;
  if (typeof schema.$id !== 'string') throw new Error(`${fileURLToPath(url)} has no $id`);
  return absoluteRefs(schema, schema.$id) as JsonSchemaObject;
}

/**
 * Rewrites file-relative `$ref`s ("current-user.schema.json") to absolute ones against the schema's `$id`:
 * Ajv would resolve them itself, but Fastify's response serializer only finds schemas by their full id.
 */
function absoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((child) => absoluteRefs(child, base));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && !value.startsWith('#') ? new URL(value, base).href : absoluteRefs(value, base),
    ]),
  );
}

const apiFiles = readdirSync(new URL('api/', schemasDir)).filter((name) => name.endsWith('.schema.json')).sort();
const apiSchemasByName = new Map(apiFiles.map((file) => [file.replace(/\.schema\.json$/, ''), readSchema(new URL(`api/${file}`, schemasDir))]));

/** Every schema a route may reference, shared definitions first. */
export const allApiSchemas: readonly JsonSchemaObject[] = [readSchema(new URL('common.schema.json', schemasDir)), ...apiSchemasByName.values()];

/** `{ $ref }` to schemas/api/<name>.schema.json, for a route's body, querystring or response. */
export function apiSchemaRef(name: string): { $ref: string } {
  const schema = apiSchemasByName.get(name);
  if (!schema) throw new Error(`No schema "${name}" in schemas/api (known: ${[...apiSchemasByName.keys()].join(', ')})`);
  return { $ref: schema.$id };
}

import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A schema file read from disk, keyed by its absolute path. */
interface LoadedSchema {
  readonly path: string;
  readonly schema: JsonObject;
}

/** The single self-contained schema json-schema-to-typescript compiles into one file. */
export interface SchemaBundle {
  readonly schema: JsonObject;
  /** Root property name for each bundled file, in output order. */
  readonly members: readonly { readonly property: string; readonly typeName: string; readonly file: string }[];
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const camelCase = (kebab: string): string => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The `*.schema.json` files directly inside `dir`, sorted so output never depends on directory order. */
export function listSchemaFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => join(dir, name));
}

function load(path: string): LoadedSchema {
  const schema = JSON.parse(readFileSync(path, 'utf8')) as Json;
  if (!isObject(schema)) throw new Error(`${path}: a schema file must hold a JSON object`);
  return { path: resolve(path), schema };
}

function splitRef(ref: string, from: string): { file: string; pointer: string } {
  const [file = '', pointer = ''] = ref.split('#');
  return { file: file === '' ? from : resolve(from, '..', file), pointer };
}

function pointerGet(root: Json, pointer: string): Json | undefined {
  if (pointer === '' || pointer === '/') return root;
  let node: Json | undefined = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
  }
  return node;
}

// A named string/number type (CopyString, AppPath, Cents) adds nothing to TypeScript but a
// numbered alias per use site, so such definitions are inlined and only unions/objects keep names.
const isPlainScalar = (schema: JsonObject): boolean =>
  (schema.type === 'string' || schema.type === 'integer' || schema.type === 'number') &&
  schema.enum === undefined &&
  schema.const === undefined;

const STRIP_KEYS = new Set(['$id', '$schema', '$defs']);

/**
 * Bundles schema files into one document whose every `$ref` is local: each file becomes a
 * definition named by its `title`, its own `$defs` are hoisted beside it, and shared definitions
 * appear once. Two different definitions with one name are a schema error and stop the build.
 */
export function bundleSchemas(files: readonly string[], rootTitle: string, rootDescription: string): SchemaBundle {
  const loaded = new Map<string, LoadedSchema>();
  const loadOnce = (path: string): LoadedSchema => {
    const existing = loaded.get(path);
    if (existing) return existing;
    const schema = load(path);
    loaded.set(path, schema);
    return schema;
  };
  const defs: Record<string, Json> = {};
  const origins = new Map<string, string>();
  const members: { property: string; typeName: string; file: string }[] = [];

  const defName = (file: string, pointer: string): string => {
    if (pointer === '' || pointer === '/') {
      const title = loadOnce(file).schema.title;
      if (typeof title !== 'string') throw new Error(`${file}: a referenced schema file needs a "title"`);
      return title;
    }
    const match = /^\/\$defs\/([^/]+)$/.exec(pointer);
    if (!match?.[1]) throw new Error(`${file}: only "#/$defs/<name>" references are supported, found "#${pointer}"`);
    return match[1];
  };

  const register = (name: string, origin: string, build: () => Json): void => {
    const known = origins.get(name);
    if (known === origin) return;
    if (known !== undefined) throw new Error(`Two schema definitions are both named "${name}" (${known} and ${origin}); rename one`);
    origins.set(name, origin);
    defs[name] = null;
    defs[name] = build();
  };

  const rewrite = (node: Json, file: string): Json => {
    if (Array.isArray(node)) return node.map((child) => rewrite(child, file));
    if (!isObject(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const target = splitRef(ref, file);
      const targetSchema = pointerGet(loadOnce(target.file).schema, target.pointer);
      if (!isObject(targetSchema)) throw new Error(`${file}: $ref "${ref}" points at nothing`);
      const siblings = Object.fromEntries(
        Object.entries(node)
          .filter(([key]) => key !== '$ref')
          .map(([key, value]) => [key, rewrite(value, file)]),
      );
      if (isPlainScalar(targetSchema)) {
        const { title: _title, ...inline } = rewrite(targetSchema, target.file) as JsonObject;
        return { ...inline, ...siblings };
      }
      const name = defName(target.file, target.pointer);
      register(name, `${relative(process.cwd(), target.file)}#${target.pointer}`, () => strip(rewrite(targetSchema, target.file)));
      // Siblings beside a named $ref would make a numbered copy of the type, so they are dropped.
      return { $ref: `#/$defs/${name}` };
    }
    // A schema that only describes (any JSON value) would otherwise come out as an object type.
    if (Object.keys(node).every((key) => key === 'description' || key === 'title') && typeof node.description === 'string') {
      return { ...node, tsType: 'unknown' };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewrite(value, file)]));
  };

  const properties: Record<string, Json> = {};
  for (const path of files) {
    const { schema } = loadOnce(resolve(path));
    const typeName = schema.title;
    if (typeof typeName !== 'string') throw new Error(`${path}: a schema file needs a "title" (it names the type)`);
    const property = camelCase(basename(path, '.schema.json'));
    register(typeName, `${relative(process.cwd(), resolve(path))}#`, () => strip(rewrite(schema, resolve(path))));
    properties[property] = { $ref: `#/$defs/${typeName}` };
    members.push({ property, typeName, file: path });
  }

  const sortedDefs = Object.fromEntries(Object.keys(defs).sort().map((name) => [name, defs[name] ?? null]));
  return {
    schema: {
      title: rootTitle,
      description: rootDescription,
      type: 'object',
      additionalProperties: false,
      properties,
      required: Object.keys(properties),
      $defs: sortedDefs,
    },
    members,
  };
}

function strip(schema: Json): Json {
  if (!isObject(schema)) return schema;
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !STRIP_KEYS.has(key)));
}

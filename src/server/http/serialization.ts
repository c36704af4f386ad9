import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { allApiSchemas } from './api-schemas';

type Serializer = (data: unknown) => string;
type Schema = Parameters<typeof fastJsonStringify>[0];

/** The shared schemas by `$id`, as fast-json-stringify resolves a route's `$ref`s. */
const externalSchemas = new Map<string, Schema>(allApiSchemas.map(({ $schema: _dialect, ...schema }) => [schema.$id, schema as unknown as Schema]));
const serializers = new Map<string, Serializer>();

/** The `$id`s of the shared schemas a schema's `$ref`s name (refs are absolute: api-schemas.ts makes them so). */
function referencedIds(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) referencedIds(child, into);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) into.add(value.split('#')[0] ?? value);
    else referencedIds(value, into);
  }
}

/**
 * The shared schemas a response schema reaches through its `$ref`s, and those they reach. fast-json-stringify checks
 * every schema it is given at each build; handing it all of schemas/api for each response made starting the server
 * cost seconds of CPU, most of it re-checking schemas the response never uses.
 */
function reachableSchemas(schema: unknown): Record<string, Schema> {
  const reached: Record<string, Schema> = {};
  const pending = new Set<string>();
  referencedIds(schema, pending);
  for (const id of pending) {
    const shared = externalSchemas.get(id);
    if (shared === undefined || id in reached) continue;
    reached[id] = shared;
    referencedIds(shared, pending);
  }
  return reached;
}

/** The serializer of a response schema, built once per distinct schema in the process. */
function builtSerializer(schema: unknown): Serializer {
  const key = JSON.stringify(schema);
  let serializer = serializers.get(key);
  if (serializer === undefined) {
    serializer = fastJsonStringify(schema as Schema, { schema: reachableSchemas(schema) }) as Serializer;
    serializers.set(key, serializer);
  }
  return serializer;
}

/**
 * A Fastify response serializer compiler with one serializer per distinct response schema, shared by every route and
 * every app in the process, built on the first answer that uses it. The default builds one per route and status at
 * start: about 850 builds over the same few hundred schemas, most of them the one error schema. Each build is also put
 * in `pending`, for the app to build them all at once where it must (plugins/api-schemas.ts).
 */
export function lazySerializerCompiler(pending: (() => unknown)[]): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    let serializer: Serializer | undefined;
    const build = (): Serializer => (serializer ??= builtSerializer(schema));
    pending.push(build);
    return (data: unknown) => build()(data);
  };
}

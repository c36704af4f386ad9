import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { allApiSchemas } from './api-schemas';

/** The shared schemas by `$id`, as fast-json-stringify resolves a route's `$ref`s. */
const externalSchemas: Record<string, Schema> = Object.fromEntries(allApiSchemas.map(({ $schema: _dialect, ...schema }) => [schema.$id, schema as unknown as Schema]));

type Serializer = (data: unknown) => string;
type Schema = Parameters<typeof fastJsonStringify>[0];
const serializers = new Map<string, Serializer>();

/**
 * Fastify's response serializer compiler with one serializer per distinct response schema, shared by every route and
 * every app in the process. The default compiles one per route and status: about 850 builds over the same few
 * hundred schemas, most of them the one error schema, which made building the app take seconds.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serializer = serializers.get(key);
  if (serializer === undefined) {
    serializer = fastJsonStringify(schema as Schema, { schema: externalSchemas }) as Serializer;
    serializers.set(key, serializer);
  }
  return serializer;
};

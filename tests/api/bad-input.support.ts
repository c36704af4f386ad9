import { randomUUID } from 'node:crypto';

/** The slice of JSON Schema the API's request schemas use. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

/** Follows `#/components/schemas/…` references of the OpenAPI document (and merges a lone allOf). */
export function resolver(components: Record<string, Schema>): (schema: Schema) => Schema {
  const resolve = (schema: Schema): Schema => {
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      const target = components[name];
      if (!target) throw new Error(`Unresolved $ref ${schema.$ref}`);
      return resolve(target);
    }
    if (schema.allOf?.length === 1) return resolve({ ...schema, ...schema.allOf[0], allOf: undefined });
    return schema;
  };
  return resolve;
}

const primaryType = (schema: Schema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/** A value the schema accepts, as far as a schema alone can tell (the handler may still refuse it, which is fine). */
export function validValue(raw: Schema, resolve: (schema: Schema) => Schema): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return validValue(branch, resolve);
  switch (primaryType(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = validValue(schema.properties?.[name] ?? {}, resolve);
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => validValue(schema.items ?? {}, resolve));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2026-03-20';
      if (schema.format === 'date-time') return '2026-03-20T12:00:00Z';
      if (schema.format === 'email') return 'member@example.com';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'x';
  }
}

/** Whether an object schema refuses properties it does not name (so an unknown field is bad input). */
export const closed = (schema: Schema): boolean => primaryType(schema) === 'object' && schema.additionalProperties === false;

/** A value of a type the field cannot be coerced from (Fastify's ajv coerces scalars and wraps them in arrays). */
export function wrongTypeFor(schema: Schema): unknown {
  const type = primaryType(schema);
  if (type === 'object') return 'not an object';
  if (type === 'array') return { not: 'an array' };
  return { not: 'a scalar' };
}

export const ONE_MEGABYTE = 'A'.repeat(1024 * 1024);

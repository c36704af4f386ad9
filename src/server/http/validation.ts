import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { errorMessage, type CatalogueError, type ErrorCode, type MessageValues } from '../errors';
import { allApiSchemas } from './api-schemas';
import { hasRefusedCharacter } from './control-characters';

/**
 * The keyword of a text field's lines: `"x-multiline": true` in schemas/api marks a field that may hold several lines
 * (a message's body); every other string schema is given `false` when compiled, so no single-line field, query or
 * path parameter holds a tab, a line break or any other control character (http/control-characters.ts).
 */
export const MULTILINE_KEYWORD = 'x-multiline';

// Keywords whose value is data, not a subschema (a "type" inside an enum value says nothing about a field), and
// keywords whose value maps names to subschemas (a property may well be called "default").
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema with every string subschema carrying the multi-line keyword (false unless the schema set it). */
export function withTextRules(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTextRules);
  if (!isRecord(schema)) return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      DATA_KEYWORDS.has(key) ? value : SCHEMA_MAPS.has(key) && isRecord(value) ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withTextRules(sub)])) : withTextRules(value),
    ]),
  );
  const type = copy.type;
  const isText = type === 'string' || (Array.isArray(type) && type.includes('string'));
  return isText && copy[MULTILINE_KEYWORD] === undefined ? { ...copy, [MULTILINE_KEYWORD]: false } : copy;
}

function createAjv(coerceTypes: boolean): Ajv2020 {
  // Strict and exact: no silent removal of unknown properties, no defaults filled in, so what is validated is
  // what the handler gets. Only query strings coerce ("true" -> true): every query value arrives as text.
  const ajv = new Ajv2020({ allErrors: true, strict: true, coerceTypes, removeAdditional: false, useDefaults: false });
  addFormats.default(ajv);
  ajv.addKeyword({
    keyword: MULTILINE_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    error: { message: errorMessage('TEXT_CONTROL_CHARACTERS') },
    validate: (multiline: boolean, text: string) => !hasRefusedCharacter(text, multiline ? 'lines' : 'line'),
  });
  for (const schema of allApiSchemas) ajv.addSchema(withTextRules(schema) as object);
  return ajv;
}

const exactAjv = createAjv(false);
const queryAjv = createAjv(true);

/**
 * Compiled validators by schema text, one map per Ajv: a validator is a pure function of its schema, so every app this
 * process builds (tests build hundreds) reuses it instead of compiling the same route's schema again, and Ajv's own
 * cache, keyed by schema object, does not grow with each build's fresh copies.
 */
const compiled = new Map<Ajv2020, Map<string, ValidateFunction>>([
  [exactAjv, new Map()],
  [queryAjv, new Map()],
]);

/** The validator of a route part's schema, compiled by `ajv` once per distinct schema in the process. */
function compiledValidator(ajv: Ajv2020, schema: unknown): ValidateFunction {
  const byText = compiled.get(ajv) as Map<string, ValidateFunction>;
  const text = JSON.stringify(schema);
  const known = byText.get(text);
  if (known !== undefined) return known;
  const validate: ValidateFunction = ajv.compile(withTextRules(schema) as object);
  byText.set(text, validate);
  return validate;
}

/**
 * A Fastify validator compiler: draft 2020-12 schemas from schemas/, compiled with Ajv on a route's first request, so a
 * start does not compile some six hundred route parts it may never use. Each route part's compile is also put in
 * `pending`, for the app to compile them all at once where it must (plugins/api-schemas.ts): a broken schema still
 * fails a start or a test, not a member's request.
 */
export function lazyValidatorCompiler(pending: (() => unknown)[]): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    let validate: ValidateFunction | undefined;
    const compile = (): ValidateFunction => (validate ??= compiledValidator(httpPart === 'querystring' ? queryAjv : exactAjv, schema));
    pending.push(compile);
    const lazy = (data: unknown, context?: DataValidationCxt): boolean => compile()(data, context);
    // Fastify reads a failed call's `errors` off the function, and passes the request as the root's parent when Ajv
    // says it may change the root (`schemaEnv`): both are the compiled validator's.
    Object.defineProperties(lazy, { errors: { get: () => compile().errors }, schemaEnv: { get: () => compile().schemaEnv } });
    return lazy;
  };
}

/** The catalogue code of each schema keyword a request can break; any other keyword is FIELD_INVALID. */
const KEYWORD_CODES: Readonly<Record<string, ErrorCode>> = {
  required: 'FIELD_REQUIRED',
  additionalProperties: 'FIELD_NOT_ACCEPTED',
  unevaluatedProperties: 'FIELD_NOT_ACCEPTED',
  type: 'FIELD_TYPE',
  minimum: 'FIELD_MINIMUM',
  maximum: 'FIELD_MAXIMUM',
  exclusiveMinimum: 'FIELD_EXCLUSIVE_MINIMUM',
  exclusiveMaximum: 'FIELD_EXCLUSIVE_MAXIMUM',
  minLength: 'FIELD_MIN_LENGTH',
  maxLength: 'FIELD_MAX_LENGTH',
  minItems: 'FIELD_MIN_ITEMS',
  maxItems: 'FIELD_MAX_ITEMS',
  enum: 'FIELD_ENUM',
  const: 'FIELD_ENUM',
  pattern: 'FIELD_FORMAT',
  format: 'FIELD_FORMAT',
  [MULTILINE_KEYWORD]: 'TEXT_CONTROL_CHARACTERS',
};

/** A schema failure's catalogue code and values: a minimum of one character or entry reads as "can't be empty". */
function catalogueWordsOf(keyword: string, params: Record<string, unknown>): { code: ErrorCode; values?: MessageValues } {
  const limit = params.limit;
  if ((keyword === 'minLength' || keyword === 'minItems') && limit === 1) return { code: 'FIELD_EMPTY' };
  const code = KEYWORD_CODES[keyword] ?? 'FIELD_INVALID';
  if (typeof limit === 'number') return { code, values: { limit } };
  if (keyword === 'enum' && Array.isArray(params.allowedValues)) return { code, values: { allowed: params.allowedValues.map(String).join(', ') } };
  if (keyword === 'const') return { code, values: { allowed: String(params.allowedValue) } };
  return { code };
}

/**
 * Turns Ajv's errors into catalogue refusals, one per field at fault: the path is a JSON pointer to the offending
 * field, pointing at the missing or unexpected property itself rather than its parent; the words are the error
 * catalogue's, so the reader gets them in their language.
 */
export function schemaRefusals(errors: readonly Partial<ErrorObject>[]): CatalogueError[] {
  return errors.map((error) => {
    const params = (error.params ?? {}) as Record<string, unknown>;
    const base = error.instancePath ?? '';
    const child = typeof params.missingProperty === 'string' ? params.missingProperty : typeof params.additionalProperty === 'string' ? params.additionalProperty : typeof params.unevaluatedProperty === 'string' ? params.unevaluatedProperty : undefined;
    const path = child === undefined ? base : `${base}/${child.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    return { path, ...catalogueWordsOf(error.keyword ?? '', params) };
  });
}

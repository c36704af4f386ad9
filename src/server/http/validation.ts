import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { ApiError } from '../../../engine/core/generated/api.gen';
import { errorMessage } from '../errors';
import { allApiSchemas } from './api-schemas';

function createAjv(coerceTypes: boolean): Ajv2020 {
  // Strict and exact: no silent removal of unknown properties, no defaults filled in, so what is validated is
  // what the handler gets. Only query strings coerce ("true" -> true): every query value arrives as text.
  const ajv = new Ajv2020({ allErrors: true, strict: true, coerceTypes, removeAdditional: false, useDefaults: false });
  addFormats.default(ajv);
  for (const schema of allApiSchemas) ajv.addSchema(schema);
  return ajv;
}

const exactAjv = createAjv(false);
const queryAjv = createAjv(true);

/** Fastify's validator compiler: draft 2020-12 schemas from schemas/, compiled with Ajv. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'querystring' ? queryAjv : exactAjv;
  const validate: ValidateFunction = ajv.compile(schema as object);
  return validate;
};

/**
 * Turns Ajv's errors into the API's `{ path, message }` list: the path is a JSON pointer to the offending field,
 * pointing at the missing or unexpected property itself rather than its parent.
 */
export function toApiErrors(errors: readonly Partial<ErrorObject>[]): ApiError[] {
  return errors.map((error) => {
    const params = (error.params ?? {}) as Record<string, unknown>;
    const base = error.instancePath ?? '';
    const child = typeof params.missingProperty === 'string' ? params.missingProperty : typeof params.additionalProperty === 'string' ? params.additionalProperty : undefined;
    const path = child === undefined ? base : `${base}/${child.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    return { path, message: error.message ?? errorMessage('BAD_REQUEST') };
  });
}

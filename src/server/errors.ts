import type { ApiError, ErrorResponse } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../manifests';

/** A code of config/errors.json. */
export type ErrorCode = string;

/** The member-facing text of a coded error; an unknown code is a programming error and says which codes exist. */
export function errorMessage(code: ErrorCode): string {
  const definition = errorsManifest.errors[code];
  if (!definition) throw new Error(`Unknown error code "${code}"; config/errors.json has: ${Object.keys(errorsManifest.errors).join(', ')}`);
  return definition.message;
}

export function errorBody(code: ErrorCode, path = ''): ErrorResponse {
  return { errors: [{ path, message: errorMessage(code) }] };
}

/**
 * A coded failure a handler or hook throws; the error handler answers it as
 * `{ errors: [{ path, message }] }` with the status given here.
 */
export class ApiProblem extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: ApiError[];

  constructor(statusCode: number, code: ErrorCode, path = '') {
    super(`${code} (${statusCode})`);
    this.name = 'ApiProblem';
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errorBody(code, path).errors;
  }
}

import type { ApiError, ErrorResponse } from '../../engine/core/generated/api.gen';
import { isErrorCode, type ErrorCode } from '../../engine/core/generated/error-codes.gen';
import { errorsManifest } from '../manifests';

export type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

/** The member-facing text of a coded error. */
export function errorMessage(code: ErrorCode): string {
  return errorsManifest.errors[code].message;
}

/**
 * A code another manifest names as a string (a policy.json refusal): `npm run validate` proves it is in the
 * catalogue, so one that is not is a programming error.
 */
export function catalogueCode(code: string): ErrorCode {
  if (!isErrorCode(code)) throw new Error(`Unknown error code "${code}"; config/errors.json lacks it`);
  return code;
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

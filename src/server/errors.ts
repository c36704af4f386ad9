import type { ApiError, ErrorResponse } from '../../engine/core/generated/api.gen';
import { isErrorCode, type ErrorCode } from '../../engine/core/generated/error-codes.gen';
import { resolveTemplate } from '../../engine/core/template';
import { errorsManifest, type ErrorCatalogue } from '../manifests';

export type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

/** The values a catalogue message's placeholders take ("{max}"), as the refusal names them. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** The member-facing text of a coded error, in `catalogue` (the release's English unless another is given). */
export function errorMessage(code: ErrorCode, values?: MessageValues, catalogue: ErrorCatalogue = errorsManifest, locale?: string): string {
  const { message } = catalogue.errors[code];
  return values === undefined ? message : resolveTemplate(message, values, locale);
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
 * A coded failure a handler or hook throws; the error handler answers it as `{ errors: [{ path, message }] }` with
 * the status given here. A catalogue refusal's words are read again when it is answered, from the catalogue in force
 * in the reader's language (`catalogueErrors`); `errors` holds them in the release's English meanwhile.
 */
export class ApiProblem extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly path: string;
  /** The values of the catalogue message's placeholders, or undefined when it has none. */
  readonly values: MessageValues | undefined;
  /** Whether the words are the catalogue's for `code`; false when a feature's own copy words the refusal. */
  readonly fromCatalogue: boolean;
  readonly errors: readonly ApiError[];

  constructor(statusCode: number, code: ErrorCode, path = '', values?: MessageValues) {
    super(`${code} (${statusCode})`);
    this.name = 'ApiProblem';
    this.statusCode = statusCode;
    this.code = code;
    this.path = path;
    this.values = values;
    this.fromCatalogue = true;
    this.errors = [{ path, message: errorMessage(code, values) }];
  }

  /**
   * A refusal worded by a feature's own copy (the message center's, the disputes', an upload's, one per field at
   * fault), answered with `errors` as given: `code` is the catalogue code it stands for in logs and metrics.
   */
  static worded(statusCode: number, code: ErrorCode, errors: readonly ApiError[]): ApiProblem {
    const problem = new ApiProblem(statusCode, code, errors[0]?.path ?? '');
    Object.assign(problem, { fromCatalogue: false, errors: [...errors] });
    return problem;
  }
}

/** A problem's answer in `catalogue`'s words, written in `locale`: a feature's own words stay as they were written. */
export function catalogueErrors(problem: ApiProblem, catalogue: ErrorCatalogue, locale?: string): readonly ApiError[] {
  return problem.fromCatalogue ? [{ path: problem.path, message: errorMessage(problem.code, problem.values, catalogue, locale) }] : problem.errors;
}

import { ApiError } from '../../engine/react';
import type { FieldError } from '../../engine/core/forms';
import { fieldErrorsOf } from '../shared/flow/flow-errors';

/**
 * A refused card-service call as form errors: the server's `{ path, message }` on the form's own fields, any other
 * path (a query parameter, the card) as a form-level message; no answer at all: the catalogue's technical problem.
 */
export function cardFormFailure(error: unknown, fields: readonly string[]): FieldError[] {
  return fieldErrorsOf(error).map((item) => (fields.some((field) => item.path === `/${field}` || item.path.startsWith(`/${field}/`)) ? item : { path: '', message: item.message }));
}

/**
 * What to say when a page's data could not be loaded: the server's own reason when it gave one (a card it refuses,
 * a value it cannot take), else `fallback` (the display-problem message).
 */
export function loadFailureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.errors.length > 0 ? error.errors.map((item) => item.message).join(' ') : fallback;
}

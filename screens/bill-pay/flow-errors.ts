import { ApiError } from '../../engine/react';
import type { FieldError } from '../../engine/react/forms';
import { errorsManifest } from '../../src/manifests';

const catalogue = (code: string): string => errorsManifest.errors[code]?.message ?? errorsManifest.errors.TECHNICAL_PROBLEM?.message ?? code;

/**
 * What a failed call means for the form: the server's `{ path, message }` errors (shown on their fields), else one
 * form-level message from the catalogue — `fallbackCode` (SPEC 8: "Failed to validate payment" for payment calls).
 */
export function fieldErrorsOf(error: unknown, fallbackCode = 'TECHNICAL_PROBLEM'): readonly FieldError[] {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors;
  return [{ path: '', message: catalogue(fallbackCode) }];
}

/** One sentence for a failed call outside a form (a dialog, a list action). */
export function messageOf(error: unknown, fallbackCode = 'TECHNICAL_PROBLEM'): string {
  return fieldErrorsOf(error, fallbackCode)
    .map((item) => item.message)
    .join(' ');
}

import { ApiError } from '../../engine/react';
import type { FieldError } from '../../engine/react/forms';
import { formPathOf } from './payment-request';

/**
 * SPEC 8 for a failed payment call: the server's 400 errors on the fields they name (exact limits.json copy);
 * other answers with a catalogue message (404 account, 409 scheduled payment exists, 403...) as a form-level error;
 * anything else (network, 5xx, a refused step-up) "Failed to validate payment. Please try again.".
 */
export function paymentFailure(error: unknown, fields: ReadonlySet<string>, fallback: string): FieldError[] {
  if (!(error instanceof ApiError) || error.errors.length === 0 || error.status === 0 || error.status >= 500) {
    return [{ path: '', message: fallback }];
  }
  if (error.status === 400) return error.errors.map((item) => ({ path: formPathOf(item.path, fields), message: item.message }));
  return error.errors.map((item) => ({ path: '', message: item.message }));
}

/** Whether the server asked for an acknowledgement the browser could not know was needed (an amount due). */
export const asksForAcknowledgement = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && error.errors.some((item) => item.path.startsWith('/acknowledgements'));

import { isErrorCode, type ErrorCode } from '../../../engine/core/generated/error-codes.gen';
import { ApiError } from '../../../engine/react';
import type { FieldError } from '../../../engine/core/forms';
import { copyManifest, errorsManifest } from '../../../src/manifests';
import { contactUsPath } from '../contact-us';

/** A code's message in the error catalogue. */
export const catalogueMessage = (code: ErrorCode): string => errorsManifest.errors[code].message;

/** The message of a code another manifest names as a string (a policy.json refusal); the technical-problem one for a code the catalogue lacks. */
export const namedCodeMessage = (code: string): string => catalogueMessage(isErrorCode(code) ? code : 'TECHNICAL_PROBLEM');
const catalogue = catalogueMessage;

/** The message for a payment call that failed for no reason the member can fix. */
export const PAYMENT_FAILED = catalogue('PAYMENT_VALIDATION_FAILED');

/**
 * What a failed call means for the form: the server's `{ path, message }` errors (shown on their fields), else one
 * form-level message from the catalogue (`fallbackCode`).
 */
export function fieldErrorsOf(error: unknown, fallbackCode: ErrorCode = 'TECHNICAL_PROBLEM'): readonly FieldError[] {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors;
  return [{ path: '', message: catalogue(fallbackCode) }];
}

/** One sentence for a failed call outside a form (a dialog, a list action). */
export function messageOf(error: unknown, fallbackCode: ErrorCode = 'TECHNICAL_PROBLEM'): string {
  return fieldErrorsOf(error, fallbackCode)
    .map((item) => item.message)
    .join(' ');
}

/** The catalogue's messages that a Contact Us link completes (config/errors.json `contactLink`). */
const CONTACT_LINKED = new Set(Object.values(errorsManifest.errors).flatMap((definition) => (definition.contactLink ? [definition.message] : [])));

/** A field error whose message the catalogue completes with a Contact Us link, given that link. */
export const withContactLink = (error: FieldError): FieldError =>
  CONTACT_LINKED.has(error.message) ? { ...error, link: { label: copyManifest.common.contactUs, href: contactUsPath } } : error;

/**
 * A failed payment call: the server's 400 errors on the fields they name (`toFormPath` turns an API path
 * into the form's, '' for the form itself); other answers with a catalogue message (404 account, 409 scheduled
 * payment exists, 403...) as a form-level error; anything else (network, 5xx, a refused step-up) "Failed to
 * validate payment. Please try again.".
 */
export function paymentFailure(error: unknown, toFormPath: (path: string) => string = (path) => path): FieldError[] {
  if (!(error instanceof ApiError) || error.errors.length === 0 || error.status === 0 || error.status >= 500) {
    return [{ path: '', message: PAYMENT_FAILED }];
  }
  if (error.status === 400) return error.errors.map((item) => withContactLink({ path: toFormPath(item.path), message: item.message }));
  return error.errors.map((item) => withContactLink({ path: '', message: item.message }));
}

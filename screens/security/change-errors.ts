import { ApiError } from '../../engine/react';
import type { FieldError } from '../../engine/react/forms';
import { copyManifest, errorsManifest } from '../../src/manifests';

const copy = copyManifest.screens.security;

/**
 * What a failed credential change shows on the form: the server's field errors where it named them; for a step-up
 * answer that did not end in a verified challenge, that nothing was saved; otherwise the technical-problem message.
 */
export function changeErrors(error: unknown): readonly FieldError[] {
  if (error instanceof ApiError && error.stepUp) return [{ path: '', message: copy.notVerified }];
  if (error instanceof ApiError && error.errors.length > 0) return error.errors;
  return [{ path: '', message: errorsManifest.errors.TECHNICAL_PROBLEM?.message ?? String(error) }];
}

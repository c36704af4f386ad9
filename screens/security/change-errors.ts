import { ApiError } from '../../engine/react';
import type { FieldError } from '../../engine/core/forms';
import { copyManifest } from '../../src/manifests';
import { fieldErrorsOf } from '../shared/flow/flow-errors';

const copy = copyManifest.screens.security;

/**
 * What a failed credential change shows on the form: for a step-up answer that did not end in a verified challenge,
 * that nothing was saved; otherwise the server's field errors where it named them, else the technical-problem message.
 */
export function changeErrors(error: unknown): readonly FieldError[] {
  if (error instanceof ApiError && error.stepUp) return [{ path: '', message: copy.notVerified }];
  return fieldErrorsOf(error);
}

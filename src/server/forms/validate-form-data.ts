import { formCopyFromErrors } from '../../../engine/core/forms/form-copy';
import type { FieldError } from '../../../engine/core/forms/field-errors';
import { formManifests } from '../../manifests/form-manifests';
import { errorsManifest } from '../../manifests';
import { createFormValidator } from './form-validator';
import type { FormValidator } from './form-validator';

let configured: FormValidator | undefined;

/**
 * Validates a request body against `config/forms/<formId>.json` with the messages of errors.json; an empty list
 * means valid. Answer a non-empty list as 400 `{ errors }`. Throws `UnknownFormError` for an unknown form id.
 */
export function validateFormData(formId: string, data: unknown): FieldError[] {
  configured ??= createFormValidator(formManifests, formCopyFromErrors(errorsManifest.errors));
  return configured.validate(formId, data);
}

import type { ValidateFunction } from 'ajv';
import type { FormManifest } from '../../../engine/core/generated/manifests.gen';
import { createFormAjv } from '../../../engine/core/forms/create-form-ajv';
import type { FieldError } from '../../../engine/core/forms/field-errors';
import type { FormCopy } from '../../../engine/core/forms/form-copy';
import { formErrors } from '../../../engine/core/forms/form-errors';
import type { CompiledValidate } from '../../../engine/core/forms/form-errors';

/** Thrown for a form id that config/forms does not define; lists the ids it does. */
export class UnknownFormError extends Error {
  readonly formId: string;
  constructor(formId: string, known: readonly string[]) {
    super(`No form "${formId}" in config/forms (known: ${known.join(', ') || 'none'})`);
    this.name = 'UnknownFormError';
    this.formId = formId;
  }
}

/** What a form's errors are worded with: the form as the member reads it (its labels) and the catalogue's copy. */
export interface FormWording {
  readonly form: FormManifest;
  readonly copy: FormCopy;
}

/** Validates submitted data against a config form, returning the API's `{ path, message }` errors (none = valid). */
export interface FormValidator {
  /** `wording` words the errors in another language or version's words; the rules stay this validator's. */
  validate(formId: string, data: unknown, wording?: FormWording): FieldError[];
}

/**
 * A validator over `forms` that words errors with `copy`. It runs the browser's own error pipeline over the same
 * schema with the same ajv options, so each error lands on the same field with the same message the member saw.
 */
export function createFormValidator(forms: Readonly<Record<string, FormManifest>>, copy: FormCopy): FormValidator {
  const ajv = createFormAjv();
  const compiled = new Map<string, ValidateFunction>();
  const validateFor = (form: FormManifest): ValidateFunction => {
    let validate = compiled.get(form.id);
    if (!validate) {
      validate = ajv.compile(form.schema);
      compiled.set(form.id, validate);
    }
    return validate;
  };
  return {
    validate(formId, data, wording) {
      const form = Object.hasOwn(forms, formId) ? forms[formId] : undefined;
      if (!form) throw new UnknownFormError(formId, Object.keys(forms));
      return formErrors(validateFor(form) as CompiledValidate, wording?.form ?? form, data, wording?.copy ?? copy).map(({ path, message }) => ({
        path,
        message,
      }));
    },
  };
}

import type { FormCopy } from './form-copy';
import type { LabelledFieldError, RawValidationError } from './field-errors';
import { toFieldErrors } from './field-errors';
import { businessDateErrors } from './business-date-check';
import { hiddenFields, isInHiddenField } from './show-when';
import type { SchemaNode } from './ui-schema';

/** An ajv validate function: precompiled in the browser, compiled at run time on the server. */
export type CompiledValidate = ((data: unknown) => boolean | Promise<unknown>) & {
  errors?: readonly RawValidationError[] | null;
};

/** The parts of a form manifest validation reads. */
export interface ValidatableForm {
  readonly schema: object;
  readonly uiSchema: object;
}

/**
 * Every error of `data` against a form: the schema's errors worded for members, then the business-day rule of
 * business-date fields. One error per field, none on a field its `showWhen` rule hides (a hidden field is not
 * required, and a value left in it does not count); the browser and the server run exactly this.
 */
export function formErrors(
  validate: CompiledValidate,
  form: ValidatableForm,
  data: unknown,
  copy: FormCopy,
): LabelledFieldError[] {
  const valid = validate(data);
  if (typeof valid !== 'boolean') throw new Error('Form schemas must not be asynchronous ($async)');
  const schemaErrors = valid ? [] : toFieldErrors(validate.errors, { uiSchema: form.uiSchema, schema: form.schema, messages: copy.messages, amountRequired: copy.amountRequired });
  const seen = new Set(schemaErrors.map((error) => error.path));
  const dateErrors = businessDateErrors(form.schema as SchemaNode, form.uiSchema, data, copy).filter(
    (error) => !seen.has(error.path),
  );
  const hidden = hiddenFields(form.uiSchema, data);
  return [...schemaErrors, ...dateErrors].filter((error) => !isInHiddenField(error.path, hidden));
}

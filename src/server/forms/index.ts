export { UnknownFormError, createFormValidator } from './form-validator';
export type { FormValidator } from './form-validator';
export { formProblem, validateFormDataIn } from './validate-form-data';
export type { FieldError } from '../../../engine/core/forms/field-errors';

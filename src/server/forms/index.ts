export { UnknownFormError, createFormValidator } from './form-validator';
export type { FormValidator } from './form-validator';
export { validateFormData } from './validate-form-data';
export type { FieldError } from '../../../engine/core/forms/field-errors';

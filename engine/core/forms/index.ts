export { FORM_AJV_OPTIONS } from './ajv-options';
export {
  BUSINESS_DATE_WIDGET,
  businessDateErrors,
  nonBusinessDayMessage,
  spokenDate,
} from './business-date-check';
export { AMOUNT_WIDGET, toFieldErrors } from './field-errors';
export type { FieldError, FieldErrorContext, LabelledFieldError, RawValidationError } from './field-errors';
export { MissingFormCopyError, REQUIRED_FORM_CODES, formCodeForKeyword, formCopyFromErrors } from './form-copy';
export type { FormCopy, FormMessages } from './form-copy';
export { formErrors } from './form-errors';
export type { CompiledValidate, ValidatableForm } from './form-errors';
export { fieldIdForPointer, pointerSegments, toPointer, valueAt } from './json-pointer';
export { hiddenFields, isInHiddenField, isShown, showWhenOf, withoutHidden } from './show-when';
export type { ShowWhen } from './show-when';
export { fieldLabel, fieldPointers, schemaAt, uiNodeAt } from './ui-schema';

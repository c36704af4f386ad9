export { SchemaForm, MissingFormValidatorError } from './SchemaForm';
export type { SchemaFormProps, SubmitResult } from './SchemaForm';
export type { AccountOption, ChoiceOption, PayeeOption, SchemaFormContext } from './form-context';
export { formTheme } from './theme';
export { accessibleStandardWidgets, productWidgets } from './widgets';
export { MissingFormCopyError, REQUIRED_FORM_CODES, formCodeForKeyword, formCopyFromErrors } from './validation/form-copy';
export type { FormCopy, FormMessages } from './validation/form-copy';
export type { FieldError } from './validation/field-errors';

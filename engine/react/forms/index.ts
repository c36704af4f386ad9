export { SchemaForm, MissingFormValidatorError } from './SchemaForm';
export type { SchemaFormProps, SubmitResult } from './SchemaForm';
export type { AccountOption, ChoiceOption, PayeeOption, SchemaFormContext } from './form-context';
export { formTheme } from './theme';
export { accessibleStandardWidgets, productWidgets } from './widgets';
export { ErrorSummary } from './ErrorSummary';
export type { SummaryEntry } from './ErrorSummary';

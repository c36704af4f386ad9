import { createContext, useContext } from 'react';
import type { FormCopy } from '../../core/forms/form-copy';

/**
 * What the theme's templates and widgets need from the SchemaForm around them: which error to show for a field
 * (only once it was touched or a submit was tried), the engine's copy, and a way for a widget to report input it
 * could not turn into a value (such as "12.345" in an amount).
 */
export interface FormUi {
  readonly copy: FormCopy;
  /** The error to show now for the field with this element id, if any. */
  errorFor(id: string): string | undefined;
  /** Reports (or clears, with undefined) an error only the widget can see. */
  reportWidgetError(id: string, message: string | undefined): void;
}

export const FormUiContext = createContext<FormUi | null>(null);

/** The surrounding SchemaForm's state; the theme only works inside a SchemaForm. */
export function useFormUi(): FormUi {
  const ui = useContext(FormUiContext);
  if (!ui) throw new Error('The form theme renders only inside <SchemaForm>');
  return ui;
}

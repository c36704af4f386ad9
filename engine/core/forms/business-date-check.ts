import { isBusinessDay, nextBusinessDay, spokenCalendarDate } from '../business-days';
import { resolveTemplate } from '../template';
import type { FormCopy } from './form-copy';
import type { LabelledFieldError } from './field-errors';
import { toPointer, valueAt } from './json-pointer';
import type { SchemaNode } from './ui-schema';
import { fieldLabel, schemaFields, uiOption, widgetName } from './ui-schema';

export const BUSINESS_DATE_WIDGET = 'business-date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** How a date is named in the non-business-day message ("Thursday, November 26, 2026"). */
export function spokenDate(isoDate: string): string {
  return spokenCalendarDate(isoDate, { weekday: true });
}

/**
 * The non-business-day notice for `isoDate`, or undefined when it is a business day (or not a date yet). The widget
 * shows it as a hint; a field with `businessDaysOnly` makes it an error, on both sides.
 */
export function nonBusinessDayMessage(isoDate: unknown, copy: Pick<FormCopy, 'nonBusinessDay'>): string | undefined {
  if (typeof isoDate !== 'string' || !ISO_DATE.test(isoDate)) return undefined;
  try {
    if (isBusinessDay(isoDate)) return undefined;
  } catch {
    return undefined; // Not a calendar date: the schema's format check reports it.
  }
  return resolveTemplate(copy.nonBusinessDay, {
    date: spokenDate(isoDate),
    next: spokenDate(nextBusinessDay(isoDate)),
  });
}

/** Errors for business-date fields marked `businessDaysOnly` whose value is a weekend or Fed holiday. */
export function businessDateErrors(
  schema: SchemaNode,
  uiSchema: unknown,
  data: unknown,
  copy: Pick<FormCopy, 'nonBusinessDay'>,
): LabelledFieldError[] {
  const errors: LabelledFieldError[] = [];
  for (const field of schemaFields(schema, uiSchema)) {
    if (widgetName(field.ui) !== BUSINESS_DATE_WIDGET || uiOption(field.ui, 'businessDaysOnly') !== true) continue;
    const message = nonBusinessDayMessage(valueAt(data, field.segments), copy);
    if (message) {
      errors.push({ path: toPointer(field.segments), message, label: fieldLabel(field.ui, field.schema, field.segments) });
    }
  }
  return errors;
}

/**
 * Formats an ICU message (plural, select); `locale` undefined means the formatter's own (the page's active locale).
 * Installed with installMessageFormatter.
 */
export type MessageFormatter = (text: string, values: Readonly<Record<string, string | number>>, locale?: string) => string;

// An argument with a format type ("{count, plural, …}", "{kind, select, …}"): a message only an ICU formatter reads.
const ICU_ARGUMENT = /\{\s*\w+\s*,/;

let formatter: MessageFormatter | undefined;

/**
 * Installs the ICU formatter (intl-messageformat). It stays out of the first page load: a page installs it before
 * its app loads when its locale's messages may use ICU syntax.
 */
export function installMessageFormatter(format: MessageFormatter): void {
  formatter = format;
}

/**
 * Fills `{name}` placeholders in configured copy (for example "{phone}" in the lockout message).
 * Placeholders with no value are left as written so a missing value is visible, not blank.
 * A message with ICU plural or select arguments goes to the installed ICU formatter, in `locale` when given.
 */
export function resolveTemplate(text: string, values: Readonly<Record<string, string | number>>, locale?: string): string {
  if (formatter !== undefined && ICU_ARGUMENT.test(text)) return formatter(text, values, locale);
  return text.replace(/\{([A-Za-z0-9_]+)\}/g, (token, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : token,
  );
}

const ALERT_EXPDATE = '[alertExpdate]';
// Dates shorter than this are not real dates and leave the body untouched.
const MIN_ALERT_EXPDATE_LENGTH = 9;

/** Puts the address-alert expiration date into an alert body, dashes shown as slashes. */
export function substituteAlertExpdate(body: string, alertExpdate: string | null | undefined): string {
  if (alertExpdate == null || alertExpdate.length < MIN_ALERT_EXPDATE_LENGTH) return body;
  return body.replaceAll(ALERT_EXPDATE, alertExpdate.replaceAll('-', '/'));
}

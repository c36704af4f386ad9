/**
 * Fills `{name}` placeholders in configured copy (for example "{phone}" in the lockout message).
 * Placeholders with no value are left as written so a missing value is visible, not blank.
 */
export function resolveTemplate(text: string, values: Readonly<Record<string, string | number>>): string {
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

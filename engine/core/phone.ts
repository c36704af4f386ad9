// A US number: 10 digits, optionally preceded by the country code 1.
const NANP = /^(1)?(\d{3})(\d{3})(\d{4})$/;

/**
 * Formats a phone number for display: 10 digits as "(xxx) xxx-xxxx", 11 digits starting
 * with 1 as "1 (xxx) xxx-xxxx"; any other value is shown as given. A non-blank extension is
 * appended as " ext. N" in every case.
 */
export function formatPhone(digits: string, extension?: string | number): string {
  const parts = NANP.exec(digits);
  const shown = parts === null ? digits : `${parts[1] ? '1 ' : ''}(${parts[2]}) ${parts[3]}-${parts[4]}`;
  const ext = extension === undefined ? '' : String(extension).trim();
  return ext === '' ? shown : `${shown} ext. ${ext}`;
}

/**
 * Masks a phone number to its last four digits as "•••-•••-1234" (challenge screens).
 * Non-digits are ignored; a number with fewer than four digits shows only the digits it has,
 * and one with no digits gives an empty string.
 */
export function maskPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits === '' ? '' : `•••-•••-${digits.slice(-4)}`;
}

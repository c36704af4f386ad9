const usdFormats = new Map<string, Intl.NumberFormat>();

function usdIn(locale: string): Intl.NumberFormat {
  let format = usdFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    usdFormats.set(locale, format);
  }
  return format;
}

/**
 * Formats integer cents as US dollars in a locale's notation ("$1,234.56", "-$12.00" in en-US). The amount is handed
 * to Intl as a decimal string built from the digits, so even cents near Number.MAX_SAFE_INTEGER format exactly.
 */
export function formatCents(cents: number, locale = 'en-US'): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatCents expects integer cents, got ${cents}`);
  }
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  const decimal = `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
  return usdIn(locale).format(decimal);
}

// Optional "$", then either plain digits or correctly grouped thousands, then up to 2 decimals.
const AMOUNT = /^\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Reads a member-typed amount ("1,234.5", "$20", ".75") as integer cents, or null when it is not
 * a non-negative amount with at most two decimals. Works on the digit strings, never on floats.
 */
export function parseAmountToCents(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (match === null) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = BigInt(whole === '' ? '0' : whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return cents <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(cents) : null;
}

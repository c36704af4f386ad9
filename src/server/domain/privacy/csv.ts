/** A value as one CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a formula-looking text is prefixed with ' so spreadsheets do not run it. */
function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV with a header line of `columns` (CRLF line ends, as RFC 4180 writes them). */
export function toCsv(columns: readonly string[], rows: readonly Readonly<Record<string, unknown>>[]): string {
  return [columns.map(field).join(','), ...rows.map((row) => columns.map((column) => field(row[column])).join(','))].join('\r\n') + '\r\n';
}

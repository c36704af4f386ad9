import Papa from 'papaparse';

// A text cell starting with one of these is read as a formula by spreadsheet programs (CSV injection). Only text is
// neutralised, by the caller's choice of cells: Papa Parse's own escapeFormulae would also mangle negative amounts.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A member-visible text cell, prefixed with an apostrophe when a spreadsheet would run it as a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

// RFC 4180: CRLF line ends, a cell quoted only when it needs it (a comma, quote, line break, or edge space).
const PAPA_OPTIONS = { newline: '\r\n', quotes: false, escapeFormulae: false } as const;

/** Rows of ready cells as CSV lines, each CRLF-terminated, so a long file can be written batch by batch. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows as string[][], PAPA_OPTIONS)}\r\n`;
}

/** Any value as a cell: empty for none, ISO for a date, JSON for an object; a text value has formulas neutralised. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return neutraliseFormula(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Records as a CSV file: a header line of `columns`, then each record's values in that order. */
export function toCsv(columns: readonly string[], rows: readonly Readonly<Record<string, unknown>>[]): string {
  return csvLines([columns.map(csvCell), ...rows.map((row) => columns.map((column) => csvCell(row[column])))]);
}

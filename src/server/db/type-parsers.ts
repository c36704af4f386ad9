/**
 * One decoding of column values for both drivers. PGlite and node-postgres disagree out of the box (PGlite reads
 * int8 as a possibly unsafe number, pg as a string; PGlite reads a date as UTC midnight, pg as local midnight), so
 * both get these parsers: int8 becomes a number that must be a safe integer (money is bigint cents) and a date stays
 * the ISO `yyyy-mm-dd` text it was stored as.
 */
export const INT8_OID = 20;
export const DATE_OID = 1082;

/** Reads an int8 as a JavaScript number, refusing values that would silently lose precision. */
export function parseSafeInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is outside the safe integer range`);
  return value;
}

/** Keeps a SQL date as its ISO text: a calendar date has no time zone to convert. */
export function parseIsoDate(text: string): string {
  return text;
}

export const typeParsers: Readonly<Record<number, (text: string) => unknown>> = {
  [INT8_OID]: parseSafeInt8,
  [DATE_OID]: parseIsoDate,
};

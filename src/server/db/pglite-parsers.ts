import { types, type PGlite } from '@electric-sql/pglite';
import { typeParsers } from './type-parsers';

/**
 * The built-in types whose arrays the app's queries return (an `array_agg` of a column, an `array[...]` literal), each
 * with its array type's OID. PostgreSQL fixes these OIDs (pg_type.dat), so they hold on every server.
 */
const ARRAY_OF: Readonly<Record<number, number>> = {
  16: 1000, // boolean
  17: 1001, // bytea
  18: 1002, // "char"
  19: 1003, // name
  20: 1016, // bigint
  21: 1005, // smallint
  23: 1007, // integer
  25: 1009, // text
  26: 1028, // oid
  114: 199, // json
  700: 1021, // real
  701: 1022, // double precision
  1042: 1014, // character
  1043: 1015, // character varying
  1082: 1182, // date
  1083: 1183, // time
  1114: 1115, // timestamp
  1184: 1185, // timestamptz
  1186: 1187, // interval
  1700: 1231, // numeric
  2950: 2951, // uuid
  3802: 3807, // jsonb
};

/** The first OID PostgreSQL gives a type created in a database (an enum, a domain): FirstNormalObjectId. */
const FIRST_USER_OID = 16_384;

/**
 * Keeps of a PGlite's result parsers only those the app can meet, and stops it spending most of a millisecond of CPU
 * on every query. PGlite copies its whole parser table for each query (`{...parsers}`); at start it registers an array
 * parser for each of some 290 array types of the catalogue (aclitem[], regclass[], the information schema's own), and
 * past about a hundred integer keys V8 stores the table as a dictionary, whose copy costs some 85 µs against 2 µs.
 * Kept: PGlite's own defaults, the app's (type-parsers.ts), the arrays of ARRAY_OF with their element types, and any
 * type the database itself defined. An array of another catalogue type would come back as PostgreSQL's text ('{…}').
 */
export function keepAppParsers(client: PGlite): void {
  const all = client.parsers;
  const elements = new Set(Object.keys(ARRAY_OF).map(Number));
  const arrays = new Set(Object.values(ARRAY_OF));
  const kept: typeof all = {};
  for (const [key, parser] of Object.entries(all)) {
    const oid = Number(key);
    const keep = !Number.isInteger(oid) || key in types.parsers || oid in typeParsers || elements.has(oid) || arrays.has(oid) || oid >= FIRST_USER_OID;
    if (keep) kept[key] = parser;
  }
  client.parsers = kept;
}

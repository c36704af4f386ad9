import { createHash } from 'node:crypto';
import { ApiProblem } from '../errors';
import type { TransactionCursor, TransactionFilter } from './transaction-lines';

const VERSION = 1;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Names one list: the accounts, the filters and the order. A cursor carries it so it is only taken back by the list
 * that gave it: another account's or another member's cursor, or one from another filter, is refused. It is not a
 * secret: a cursor only positions a page inside the lines the session may read, so a forged one reads nothing more.
 */
export function listFingerprint(filter: TransactionFilter, direction: 'ASC' | 'DESC'): string {
  const { arrangementIds, ...rest } = filter;
  const canonical = JSON.stringify([VERSION, direction, [...arrangementIds].sort(), Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}

/** The opaque text a page answers its neighbour with. */
export function encodeCursor(fingerprint: string, cursor: TransactionCursor): string {
  const { bookingDate, pending, seq } = cursor.key;
  return Buffer.from(JSON.stringify([VERSION, fingerprint, cursor.side === 'after' ? 'a' : 'b', bookingDate, pending ? 1 : 0, seq])).toString('base64url');
}

const refuse = (): never => {
  throw new ApiProblem(400, 'TRANSACTION_CURSOR_INVALID', '/cursor');
};

/** The cursor a request gave, checked to be one this list answered; a 400 on /cursor otherwise. */
export function decodeCursor(text: string, fingerprint: string): TransactionCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 6) return refuse();
  const [version, given, side, bookingDate, pending, seq] = parsed as unknown[];
  if (version !== VERSION || given !== fingerprint) return refuse();
  if ((side !== 'a' && side !== 'b') || typeof bookingDate !== 'string' || !ISO_DAY.test(bookingDate) || Number.isNaN(Date.parse(bookingDate))) return refuse();
  if ((pending !== 0 && pending !== 1) || typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return refuse();
  return { side: side === 'a' ? 'after' : 'before', key: { bookingDate, pending: pending === 1, seq } };
}

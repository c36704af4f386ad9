import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The size of one stored piece: small enough that one statement never holds the database for long. */
export const PIECE_BYTES = 64 * 1024;

/**
 * Piece writes of every upload in progress take turns in one lane: however many uploads are being stored, at most
 * one piece statement waits ahead of another member's query.
 */
let lane: Promise<unknown> = Promise.resolve();
function inLane<T>(work: () => Promise<T>): Promise<T> {
  const run = lane.then(work);
  lane = run.catch(() => undefined);
  return run;
}

/**
 * One piece, committed without waiting for the disk (synchronous_commit off for its own transaction alone): the
 * embedded database flushes on the server's one thread, and a flush per piece would hold every other member's request
 * that long. Nothing is lost by it: the upload's row is committed afterwards the ordinary way, and the log is written
 * in order, so once that row is durable every piece before it is too; pieces of an upload whose row never came are
 * invisible (nothing refers to them).
 */
async function insertPiece(db: Db, uploadId: string, seq: number, piece: string): Promise<void> {
  const insert = (trx: Db) =>
    trx
      .insertInto('upload_pieces')
      .values({ upload_id: uploadId, seq, bytes: sql<Uint8Array>`decode(${piece}, 'base64')` })
      .execute();
  if (db.isTransaction) {
    await insert(db);
    return;
  }
  await (db as Kysely<Database>).transaction().execute(async (trx) => {
    await sql`set local synchronous_commit = off`.execute(trx);
    await insert(trx);
  });
}

/**
 * Stores an upload's bytes under its id, a piece per statement (sent base64-encoded: decoding in the database is far
 * cheaper than a binary parameter's encoding on the embedded database). If a piece fails, the pieces already written
 * are removed.
 */
export async function writeUploadPieces(db: Db, uploadId: string, bytes: Buffer): Promise<void> {
  try {
    for (let seq = 0, at = 0; at < bytes.length; seq += 1, at += PIECE_BYTES) {
      const piece = bytes.subarray(at, at + PIECE_BYTES).toString('base64');
      await inLane(() => insertPiece(db, uploadId, seq, piece));
      // Other requests' input and queries get their turn between two pieces.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (failure) {
    await deleteUploadPieces(db, [uploadId]).catch(() => undefined);
    throw failure;
  }
}

/** An upload's bytes, read a piece per statement; undefined when none are stored under its id. */
export async function readUploadPieces(db: Db, uploadId: string): Promise<Buffer | undefined> {
  const pieces = await db.selectFrom('upload_pieces').select('seq').where('upload_id', '=', uploadId).orderBy('seq').execute();
  if (pieces.length === 0) return undefined;
  const parts: Buffer[] = [];
  for (const { seq } of pieces) {
    const row = await db
      .selectFrom('upload_pieces')
      .select(sql<string>`encode(bytes, 'base64')`.as('piece'))
      .where('upload_id', '=', uploadId)
      .where('seq', '=', seq)
      .executeTakeFirstOrThrow();
    parts.push(Buffer.from(row.piece.replace(/\s+/g, ''), 'base64'));
  }
  return Buffer.concat(parts);
}

/** Removes the stored pieces of these uploads. */
export async function deleteUploadPieces(db: Db, uploadIds: readonly string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await db.deleteFrom('upload_pieces').where('upload_id', 'in', uploadIds).execute();
}

import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { cleanFileName } from './file-name-and-size';
import { assertWithinQuota } from './upload-quota';
import { configuredScanner, type ScanVerdict, type VirusScanner } from './virus-scan';

/** Only receiveUpload makes a ReceivedUpload: a store cannot be handed bytes that were not counted, hashed and scanned. */
declare const received: unique symbol;

/** A member's upload as it arrived: its bytes (held once), counted, hashed and scanned while they streamed in. */
export interface ReceivedUpload {
  readonly [received]: true;
  readonly bytes: Buffer;
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly verdict: ScanVerdict;
}

const receivedUploads = new WeakSet<object>();

/** A route's body as the upload parser made it, or undefined (no body, or a body of another content type). */
export const receivedUploadOf = (body: unknown): ReceivedUpload | undefined =>
  typeof body === 'object' && body !== null && receivedUploads.has(body) ? (body as ReceivedUpload) : undefined;

/** An upload that passed every check, ready to store. */
export interface AdmittedUpload {
  readonly fileName: string;
  readonly mediaType: string;
  readonly bytes: Buffer;
  readonly sizeBytes: number;
  readonly sha256: string;
}

/** A kind of file an upload path takes: its media type (decided from the bytes), its label and its own extensions. */
export interface AcceptedType {
  readonly mediaType: string;
  readonly label: string;
  readonly extensions: readonly string[];
}

/** How an upload path words a refusal (its own copy): each answer is in the product's error shape. */
export interface IntakeRefusals {
  empty(): ApiProblem;
  tooLarge(): ApiProblem;
  infected(): ApiProblem;
  typeNotAllowed(types: string): ApiProblem;
  nameMismatch(extensions: string): ApiProblem;
}

/** One upload path's rules: its size limit, the types it takes and its refusal copy. */
export interface IntakeRules {
  readonly maxBytes: number;
  readonly accepted: readonly AcceptedType[];
  readonly refuse: IntakeRefusals;
}

/**
 * Reads an upload body chunk by chunk: each chunk is counted, hashed and scanned as it arrives, and kept once. Past
 * `maxBytes` it stops keeping anything, lets the rest of the body drain unread and fails with `tooLarge()` (a 413), so
 * an oversized body never sits in memory; a Content-Length over the limit fails before anything is read.
 */
export function receiveUpload(
  body: Readable,
  options: { maxBytes: number; tooLarge: () => Error; declaredBytes?: number; scanner?: VirusScanner },
): Promise<ReceivedUpload> {
  const { maxBytes, tooLarge } = options;
  if (options.declaredBytes !== undefined && Number.isFinite(options.declaredBytes) && options.declaredBytes > maxBytes) {
    body.resume();
    return Promise.reject(tooLarge());
  }
  const scan = (options.scanner ?? configuredScanner()).start();
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise<ReceivedUpload>((resolve, reject) => {
    let settled = false;
    const fail = (failure: Error): void => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      body.removeListener('data', onData);
      // Drained, not destroyed: the client still reads the refusal rather than a reset connection.
      body.resume();
      reject(failure);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) {
        fail(tooLarge());
        return;
      }
      hash.update(chunk);
      scan.update(chunk);
      chunks.push(chunk);
    };
    body.on('data', onData);
    body.once('error', fail);
    body.once('end', () => {
      if (settled) return;
      scan.finish().then(
        (verdict) => {
          if (settled) return;
          settled = true;
          const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
          chunks.length = 0;
          const upload = { bytes, sizeBytes: size, sha256: hash.digest('hex'), verdict } as ReceivedUpload;
          receivedUploads.add(upload);
          resolve(upload);
        },
        (failure: unknown) => fail(failure instanceof Error ? failure : new Error(String(failure))),
      );
    });
  });
}

/** Bytes already in hand (a seed, a test) through the same reading, counting, hashing and scanning. */
export function receiveBytes(bytes: Uint8Array, options: { maxBytes: number; tooLarge: () => Error; scanner?: VirusScanner }): Promise<ReceivedUpload> {
  return receiveUpload(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), options);
}

const orList = (labels: readonly string[]): string =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;

/**
 * The checks every member upload passes before it is stored (no upload at all counts as empty), in this order: a usable file name (400), not empty
 * (400), within the path's size limit (413), passed by the virus scan (422), of a type the path takes — decided from
 * the bytes, so a renamed executable is refused whatever its name (400) — named with one of its type's extensions
 * (400), and within the membership's upload allowance of config/upload-portals.json uploads.intake (429).
 */
export async function admitUpload(
  db: Kysely<Database>,
  upload: ReceivedUpload | undefined,
  input: { ownerId: string; fileName: string; now: Date; rules: IntakeRules },
): Promise<AdmittedUpload> {
  const { refuse, accepted } = input.rules;
  const fileName = cleanFileName(input.fileName);
  if (fileName === '') throw new ApiProblem(400, 'BAD_REQUEST', '/fileName');
  if (upload === undefined || upload.sizeBytes === 0) throw refuse.empty();
  if (upload.sizeBytes > input.rules.maxBytes) throw refuse.tooLarge();
  if (!upload.verdict.clean) throw refuse.infected();
  const detected = await fileTypeFromBuffer(upload.bytes);
  const type = detected === undefined ? undefined : accepted.find((candidate) => candidate.mediaType === detected.mime);
  if (!type) throw refuse.typeNotAllowed(orList(accepted.map((candidate) => candidate.label)));
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === undefined || !type.extensions.includes(extension)) throw refuse.nameMismatch(type.extensions.map((ext) => `.${ext}`).join(', '));
  await assertWithinQuota(db, input.ownerId, upload.sizeBytes, input.now);
  return { fileName, mediaType: type.mediaType, bytes: upload.bytes, sizeBytes: upload.sizeBytes, sha256: upload.sha256 };
}

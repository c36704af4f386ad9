import { randomUUID } from 'node:crypto';
import type { MessageAttachment, MessageAttachmentUpload } from '../../../../engine/core/generated/api.gen';
import { messagesManifest } from '../../../manifests/messages-manifest';
import { ApiProblem } from '../../errors';
import { sizeLabel } from '../uploads/file-name-and-size';
import { deleteUploadPieces, readUploadPieces, writeUploadPieces } from '../uploads/upload-pieces';
import { admitUpload, type IntakeRules, type ReceivedUpload } from '../uploads/intake';
import { messageProblem } from './message-problem';
import type { Db } from './message-rows';

export { cleanFileName, sizeLabel } from '../uploads/file-name-and-size';

const rules = messagesManifest.attachments;
const HOUR_MS = 3_600_000;

/** 413 with the member-facing message: the upload is larger than config/messages.json attachments.maxBytes. */
export const tooLarge = (): ApiProblem => messageProblem(413, 'attachmentTooLarge', '', { max: sizeLabel(rules.maxBytes) });

/** A message attachment's limit, types and refusals (config/messages.json attachments and errors copy). */
const attachmentRules: IntakeRules = {
  maxBytes: rules.maxBytes,
  accepted: rules.allowedTypes.map((type) => ({ mediaType: type.contentType, label: type.label, extensions: type.extensions })),
  refuse: {
    empty: () => messageProblem(400, 'attachmentEmpty'),
    tooLarge,
    infected: () => messageProblem(422, 'attachmentInfected'),
    typeNotAllowed: (types) => messageProblem(400, 'attachmentTypeNotAllowed', '', { types }),
    nameMismatch: (extensions) => messageProblem(400, 'attachmentNameMismatch', '/fileName', { extensions }),
  },
};

/**
 * Stores an upload, unattached, for the owner once it passed the one intake (domain/uploads/intake.ts): empty 400,
 * larger than maxBytes 413, caught by the virus scan 422, a type config does not allow (decided from the bytes) or a
 * name of another type 400, past the membership's upload allowance 429. Stored with its SHA-256; deleted by the
 * background jobs unless sent with a message within attachments.unsentExpiryHours (expireUnsentUploads).
 */
export async function storeUpload(db: Db, input: { ownerId: string; uploadedBy: string; fileName: string; upload: ReceivedUpload | undefined; now: Date }): Promise<MessageAttachmentUpload> {
  const file = await admitUpload(db, input.upload, { ownerId: input.ownerId, fileName: input.fileName, now: input.now, rules: attachmentRules });
  const attachmentId = randomUUID();
  // The bytes first, in pieces; the row, which makes the upload exist, only once they are all stored.
  await writeUploadPieces(db, attachmentId, file.bytes);
  await db
    .insertInto('message_attachments')
    .values({ id: attachmentId, owner_id: input.ownerId, uploaded_by: input.uploadedBy, message_id: null, file_name: file.fileName, content_type: file.mediaType, size_bytes: file.sizeBytes, sha256: file.sha256, content: new Uint8Array(0), created_at: input.now })
    .execute();
  return { attachmentId, fileName: file.fileName, contentType: file.mediaType, sizeBytes: file.sizeBytes, sha256: file.sha256 };
}

/**
 * Deletes the uploads never sent with a message within config/messages.json attachments.unsentExpiryHours of their
 * upload (on the app's clock), so a file uploaded and abandoned does not stay stored. Answers how many went.
 */
export async function expireUnsentUploads(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - rules.unsentExpiryHours * HOUR_MS);
  const expired = await db.deleteFrom('message_attachments').where('message_id', 'is', null).where('created_at', '<', cutoff).returning('id').execute();
  await deleteUploadPieces(db, expired.map((row) => row.id));
  return expired.length;
}

/**
 * Attaches the owner's unused uploads to a message: another member's upload is 404 (as any foreign id), one already
 * sent with a message 400, more than maxPerMessage 400.
 */
export async function attachUploads(db: Db, ownerId: string, messageId: string, attachmentIds: readonly string[]): Promise<void> {
  if (attachmentIds.length === 0) return;
  if (attachmentIds.length > rules.maxPerMessage) throw messageProblem(400, 'tooManyAttachments', '/attachmentIds', { max: String(rules.maxPerMessage) });
  const rows = await db.selectFrom('message_attachments').select(['id', 'message_id']).where('id', 'in', attachmentIds).where('owner_id', '=', ownerId).forUpdate().execute();
  attachmentIds.forEach((id, index) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new ApiProblem(404, 'NOT_FOUND', `/attachmentIds/${index}`);
    if (row.message_id !== null) throw messageProblem(400, 'attachmentUnavailable', `/attachmentIds/${index}`);
  });
  await db.updateTable('message_attachments').set({ message_id: messageId }).where('id', 'in', attachmentIds).where('owner_id', '=', ownerId).execute();
}

/** A message's attachments, in upload order. */
export async function attachmentsOf(db: Db, messageId: string): Promise<MessageAttachment[]> {
  const rows = await db.selectFrom('message_attachments').select(['id', 'file_name', 'content_type', 'size_bytes']).where('message_id', '=', messageId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ attachmentId: row.id, fileName: row.file_name, contentType: row.content_type, sizeBytes: row.size_bytes }));
}

/** One attachment of a message, with its bytes (404 unless it is that message's). */
export async function attachmentContent(db: Db, messageId: string, attachmentId: string): Promise<{ fileName: string; contentType: string; content: Uint8Array }> {
  const row = await db
    .selectFrom('message_attachments')
    .select(['file_name', 'content_type', 'content'])
    .where('id', '=', attachmentId)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  // Uploads are stored in pieces (their own content left empty); the seeded files carry their bytes in the row.
  const content = row.content.byteLength > 0 ? row.content : ((await readUploadPieces(db, attachmentId)) ?? row.content);
  return { fileName: row.file_name, contentType: row.content_type, content };
}

/**
 * Content-Disposition for a download: `attachment`, an ASCII fallback name (quotes, backslashes and non-ASCII
 * replaced) and, when the name is not plain ASCII, RFC 5987's filename* with the UTF-8 name.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const plain = ascii === fileName;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return plain ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

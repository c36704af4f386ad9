import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { MessageAttachment, MessageAttachmentUpload } from '../../../../engine/core/generated/api.gen';
import { messagesManifest } from '../../../messages-manifest';
import { ApiProblem } from '../../errors';
import { messageProblem } from './message-problem';
import type { Db } from './message-rows';

const rules = messagesManifest.attachments;

/** "5 MB": the size limit as the member reads it. */
export function sizeLabel(bytes: number): string {
  if (bytes >= 1_048_576) return `${Number((bytes / 1_048_576).toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

const typeLabels = (): string => {
  const labels = rules.allowedTypes.map((type) => type.label);
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
};

/** 413 with the member-facing message: the upload is larger than config/messages.json attachments.maxBytes. */
export const tooLarge = (): ApiProblem => messageProblem(413, 'attachmentTooLarge', '', { max: sizeLabel(rules.maxBytes) });

/** A file name safe to store and hand back: no path, no control characters, trimmed. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
}

/**
 * Checks an upload and stores it, unattached, for the owner: refused when empty (400), larger than maxBytes (413),
 * of a type config does not allow — decided from the bytes by file-type, so a renamed executable is refused whatever
 * its name — or named with an extension that is not its type's (400). Stored with its SHA-256.
 */
export async function storeUpload(db: Db, input: { ownerId: string; uploadedBy: string; fileName: string; bytes: Buffer; now: Date }): Promise<MessageAttachmentUpload> {
  const { bytes } = input;
  const fileName = cleanFileName(input.fileName);
  if (fileName === '') throw new ApiProblem(400, 'BAD_REQUEST', '/fileName');
  if (bytes.length === 0) throw messageProblem(400, 'attachmentEmpty');
  if (bytes.length > rules.maxBytes) throw tooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = detected === undefined ? undefined : rules.allowedTypes.find((type) => type.contentType === detected.mime);
  if (!allowed) throw messageProblem(400, 'attachmentTypeNotAllowed', '', { types: typeLabels() });
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === undefined || !allowed.extensions.includes(extension)) {
    throw messageProblem(400, 'attachmentNameMismatch', '/fileName', { extensions: allowed.extensions.map((ext) => `.${ext}`).join(', ') });
  }
  const attachmentId = randomUUID();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db
    .insertInto('message_attachments')
    .values({ id: attachmentId, owner_id: input.ownerId, uploaded_by: input.uploadedBy, message_id: null, file_name: fileName, content_type: allowed.contentType, size_bytes: bytes.length, sha256, content: bytes, created_at: input.now })
    .execute();
  return { attachmentId, fileName, contentType: allowed.contentType, sizeBytes: bytes.length, sha256 };
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
  return { fileName: row.file_name, contentType: row.content_type, content: row.content };
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

import type { Kysely } from 'kysely';
import type { MessageAttachment, MessageAttachmentUpload } from '../../../../engine/core/generated/api.gen';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { attachmentContent, storeUpload } from '../messages/attachments';
import type { ReceivedUpload } from '../uploads/intake';
import { inboxProblem } from './inbox-problem';
import type { Db, InboxThread } from './inbox-threads';

/** The files of these messages, each message's in upload order (a message without files is absent). */
export async function attachmentsByMessage(db: Db, messageIds: readonly string[]): Promise<Map<string, MessageAttachment[]>> {
  const byMessage = new Map<string, MessageAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('message_attachments')
    .select(['id', 'message_id', 'file_name', 'content_type', 'size_bytes'])
    .where('message_id', 'in', messageIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.message_id === null) continue;
    const list = byMessage.get(row.message_id) ?? [];
    list.push({ attachmentId: row.id, fileName: row.file_name, contentType: row.content_type, sizeBytes: row.size_bytes });
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}

/**
 * One file of a message of this conversation, with its bytes: the file must belong to a message of the thread that is
 * the conversation's member's and already sent; anything else (another conversation's file, an unsent upload, a
 * chat, which carries no files) is 404, as an unknown id.
 */
export async function inboxAttachmentContent(db: Db, thread: InboxThread, attachmentId: string, now: Date): ReturnType<typeof attachmentContent> {
  if (thread.kind !== 'message') throw new ApiProblem(404, 'NOT_FOUND');
  const row = await db
    .selectFrom('message_attachments as a')
    .innerJoin('messages as m', 'm.id', 'a.message_id')
    .select('m.id')
    .where('a.id', '=', attachmentId)
    .where('m.thread_id', '=', thread.threadId)
    .where('m.owner_id', '=', thread.member.id)
    .where('m.sent_at', '<=', now)
    .executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return attachmentContent(db, row.id, attachmentId);
}

/**
 * A staff user's upload for a reply in a message conversation, through the one upload intake with the message
 * center's rules (config/messages.json attachments). It is held as the staff user's own (their allowance, not the
 * member's; only they may attach it) until a reply carries it; unsent, it expires as a member's does. A chat takes no
 * files (400).
 */
export async function storeInboxUpload(
  db: Kysely<Database>,
  input: { thread: InboxThread; staffUserId: string; fileName: string; upload: ReceivedUpload | undefined; now: Date },
): Promise<MessageAttachmentUpload> {
  if (input.thread.kind !== 'message') throw inboxProblem(400, 'chatNoAttachments', '');
  return storeUpload(db, { ownerId: input.staffUserId, uploadedBy: input.staffUserId, fileName: input.fileName, upload: input.upload, now: input.now });
}

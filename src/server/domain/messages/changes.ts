import { randomUUID } from 'node:crypto';
import type { MessageNewRequest, MessageReceipt, MessageStatus, MessageType } from '../../../../engine/core/generated/api.gen';
import { messagesManifest } from '../../../manifests/messages-manifest';
import { attachUploads } from './attachments';
import { newConfirmationNumber } from './confirmation-number';
import { messageProblem } from './message-problem';
import { findMessage, type Db } from './message-rows';
import { resolveReference } from './references';

const memberTopics = new Set(messagesManifest.topics.filter((topic) => topic.memberSelectable).map((topic) => topic.id));

/** The topics a member may choose for a new message. */
export function selectableTopics(): { id: string; label: string }[] {
  return messagesManifest.topics.filter((topic) => topic.memberSelectable).map((topic) => ({ id: topic.id, label: topic.label }));
}

export interface SendInput {
  ownerId: string;
  authorId: string;
  agreementIds: readonly string[];
  /** The accounts a trusted user was shared (member-scope.ts); null: every account of the agreements. */
  arrangementIds: readonly string[] | null;
  request: MessageNewRequest;
  now: Date;
}

/**
 * A member's new message (an Emessage, status Sent): a topic members may choose; a reply joins the thread of the
 * message it answers (the owner's, not deleted, of its own type, else 404); a reference must be an item the
 * session's agreements reach (else 404) and is stored with the label the server computes; attachments must be the
 * owner's unused uploads. Run it in a transaction: a refusal after the insert rolls everything back.
 */
export async function sendMessage(db: Db, input: SendInput): Promise<MessageReceipt> {
  const { request } = input;
  if (!memberTopics.has(request.topicId)) throw messageProblem(400, 'unknownTopic', '/topicId');
  const repliedTo = request.replyTo ? await findMessage(db, input.ownerId, request.replyTo.messageId, request.replyTo.messageType) : undefined;
  const reference = request.reference ? await resolveReference(db, input, request.reference) : undefined;
  const messageId = randomUUID();
  const threadId = repliedTo?.thread_id ?? messageId;
  const confirmationNumber = newConfirmationNumber();
  await db
    .insertInto('messages')
    .values({
      id: messageId,
      owner_id: input.ownerId,
      author_id: input.authorId,
      thread_id: threadId,
      message_type: 'Emessage',
      status: 'Sent',
      direction: 'outbound',
      confirmation_number: confirmationNumber,
      topic_id: request.topicId,
      subject: request.subject.trim(),
      body: request.body,
      sent_at: input.now,
      reference_kind: reference?.kind ?? null,
      reference_id: reference?.id ?? null,
      reference_label: reference?.label ?? null,
    })
    .execute();
  await attachUploads(db, input.ownerId, messageId, request.attachmentIds ?? []);
  return { messageId, messageType: 'Emessage', messageStatus: 'Sent', confirmationNumber, threadId };
}

/**
 * The message status update. Read and Unread apply to messages the member received; a Sent or Broadcast message keeps
 * its own status and the call answers it unchanged (200, a no-op), so opening any message may mark it read safely.
 */
export async function setMessageStatus(db: Db, input: { ownerId: string; messageId: string; messageType: MessageType; newStatus: 'Read' | 'Unread' }): Promise<MessageStatus> {
  const message = await findMessage(db, input.ownerId, input.messageId, input.messageType, true);
  const changeable = message.status === 'Read' || message.status === 'Unread';
  if (changeable && message.status !== input.newStatus) {
    await db.updateTable('messages').set({ status: input.newStatus }).where('id', '=', message.id).execute();
  }
  return { messageId: message.id, messageType: message.message_type, messageStatus: changeable ? input.newStatus : message.status };
}

/** Soft delete: gone from the list, the indicator and reads; the row (and its thread's other messages) stay. */
export async function deleteMessage(db: Db, input: { ownerId: string; messageId: string; messageType: MessageType; now: Date }): Promise<{ messageId: string; deleted: true }> {
  const message = await findMessage(db, input.ownerId, input.messageId, input.messageType, true);
  await db.updateTable('messages').set({ deleted_at: input.now }).where('id', '=', message.id).execute();
  return { messageId: message.id, deleted: true };
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  StaffInboxDetail,
  StaffInboxEntry,
  StaffInboxItem,
  StaffInboxKind,
  StaffInboxList,
  StaffInboxListQuery,
  StaffInboxReply,
  StaffInboxUpdate,
} from '../../../../engine/core/generated/api.gen';
import { chatManifest } from '../../../manifests/chat-manifest';
import { appManifest } from '../../../manifests';
import { staffManifest } from '../../../manifests/staff-manifest';
import type { Database, StaffInboxStatus } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { sendStaffReply } from '../chat/conversations';
import { attachUploads } from '../messages/attachments';
import { newConfirmationNumber } from '../messages/confirmation-number';
import { attachmentsByMessage } from './inbox-attachments';
import { entriesOf, referenceTarget } from './inbox-entries';
import { inboxProblem } from './inbox-problem';
import { DB_KIND, loadThread, loadThreads, toInboxItem, type Db, type InboxThread } from './inbox-threads';

/** Who is working the inbox. */
export interface InboxStaff {
  readonly userId: string;
  readonly fullName: string;
}

/**
 * A page of the inbox: the conversations of the assignee filter (me, unassigned, all), counted per status, then
 * those of the status asked for (none: every status), newest activity first.
 */
export async function listInbox(db: Db, staff: InboxStaff, query: StaffInboxListQuery, now: Date): Promise<StaffInboxList> {
  const assignee = query.assignee ?? 'all';
  const pageSize = staffManifest.inbox.pageSize;
  const page = query.page ?? 0;
  const threads = (await loadThreads(db, now)).filter((thread) => {
    const assigneeId = thread.stored?.assignee?.id ?? null;
    return assignee === 'all' || (assignee === 'me' ? assigneeId === staff.userId : assigneeId === null);
  });
  const counts = { NEW: 0, OPEN: 0, PENDING: 0, CLOSED: 0 };
  for (const thread of threads) counts[thread.status] += 1;
  const matching = threads
    .filter((thread) => query.status === undefined || thread.status === query.status)
    .sort((a, b) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime() || a.threadId.localeCompare(b.threadId));
  return {
    items: matching.slice(page * pageSize, (page + 1) * pageSize).map(toInboxItem),
    counts,
    page,
    pageSize,
    total: matching.length,
    me: { id: staff.userId, fullName: staff.fullName },
  };
}

/** The conversation, or 404 (an id that is no member-started conversation of this kind). */
export async function requireThread(db: Db, now: Date, kind: StaffInboxKind, threadId: string): Promise<InboxThread> {
  const thread = await loadThread(db, now, kind, threadId);
  if (!thread) throw new ApiProblem(404, 'NOT_FOUND');
  return thread;
}

/** One conversation with every message, and where its reference lives in the member's accounts. */
export async function inboxDetail(db: Db, thread: InboxThread, now: Date): Promise<StaffInboxDetail> {
  const item = toInboxItem(thread);
  const reference = thread.reference === undefined ? undefined : await referenceTarget(db, thread.member.id, thread.reference);
  return {
    conversation: reference === undefined ? item : { ...item, reference },
    entries: await entriesOf(db, thread, now),
    replyOpen: thread.replyOpen,
  };
}

/** Whether a user is staff on the MSR service agreement (the only people a conversation may be assigned to). */
async function isServiceDeskStaff(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('agreement_users as au')
    .innerJoin('service_agreements as sa', 'sa.id', 'au.agreement_id')
    .innerJoin('members as m', 'm.id', 'au.user_id')
    .select('m.id')
    .where('sa.description', '=', appManifest.serviceAgreements.msrDescription)
    .where('au.user_id', '=', userId)
    .where('m.employee_guid', 'is not', null)
    .where('m.employee_guid', '<>', '')
    .executeTakeFirst();
  return row !== undefined;
}

async function saveState(db: Db, thread: InboxThread, input: { status: StaffInboxStatus; assigneeId: string | null; by: string; now: Date }): Promise<void> {
  const values = { status: input.status, assignee_id: input.assigneeId, updated_at: input.now, updated_by: input.by };
  await db
    .insertInto('staff_inbox_state')
    .values({ thread_kind: DB_KIND[thread.kind], thread_id: thread.threadId, member_id: thread.member.id, ...values })
    .onConflict((conflict) => conflict.columns(['thread_kind', 'thread_id']).doUpdateSet(values))
    .execute();
}

/**
 * A new status and/or assignee. The assignee must be staff on the MSR agreement (400 otherwise, nothing changes); a
 * field left out keeps what the conversation shows now (its status by the inbox rule, so changing only the assignee
 * of a conversation the member reopened keeps it OPEN), except that assigning a NEW conversation to someone makes it
 * OPEN: someone is on it. Closing a chat ends the chat conversation too: the member's
 * next chat message starts a new one.
 */
export async function updateInbox(db: Db, thread: InboxThread, staff: InboxStaff, input: StaffInboxUpdate, now: Date): Promise<StaffInboxItem> {
  if (typeof input.assigneeId === 'string' && !(await isServiceDeskStaff(db, input.assigneeId))) throw inboxProblem(400, 'assigneeNotStaff', '/assigneeId');
  const assigneeId = input.assigneeId === undefined ? (thread.stored?.assignee?.id ?? null) : input.assigneeId;
  const status = input.status ?? (thread.status === 'NEW' && assigneeId !== null ? 'OPEN' : thread.status);
  await saveState(db, thread, { status, assigneeId, by: staff.userId, now });
  if (thread.kind === 'chat' && status === 'CLOSED') {
    await db.updateTable('chat_conversations').set({ status: 'CLOSED', closed_at: now }).where('id', '=', thread.threadId).where('status', '=', 'OPEN').execute();
  }
  return toInboxItem((await loadThread(db, now, thread.kind, thread.threadId))!);
}

/** The reply's text, trimmed, within config (a chat reply also within the chat's own limit); else 400. */
function checkedReply(body: string, kind: StaffInboxKind): string {
  const text = body.trim();
  const max = kind === 'chat' ? Math.min(staffManifest.inbox.replyMaxLength, chatManifest.messageMaxLength) : staffManifest.inbox.replyMaxLength;
  if (text.length === 0) throw inboxProblem(400, 'replyEmpty', '/body');
  if (text.length > max) throw inboxProblem(400, 'replyTooLong', '/body', { max: String(max) });
  return text;
}

const replySubject = (subject: string): string => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

/**
 * A staff reply. In a message thread it is a message from the credit union in the member's message center (inbound,
 * Unread, same thread and topic; the replier is kept as its author for the record, and the member's screens show
 * "from us", never a staff name); in a chat it is a staff line the chat page picks up on its next poll (a chat that
 * has ended is 409). Either way the conversation becomes PENDING (waiting on the member) and, when it had no
 * assignee, the replier's. A message reply may carry the replier's own unsent uploads (storeInboxUpload), attached in
 * the same transaction as the message (another's upload 404, one already sent 400, more than
 * attachments.maxPerMessage 400); a chat takes none (400).
 */
export async function replyInInbox(
  db: Kysely<Database>,
  thread: InboxThread,
  staff: InboxStaff,
  input: { body: string; attachmentIds?: readonly string[] },
  now: Date,
): Promise<StaffInboxReply> {
  const text = checkedReply(input.body, thread.kind);
  const attachmentIds = input.attachmentIds ?? [];
  if (thread.kind === 'chat' && attachmentIds.length > 0) throw inboxProblem(400, 'chatNoAttachments', '/attachmentIds');
  const assigneeId = thread.stored?.assignee?.id ?? staff.userId;
  let entry: StaffInboxEntry;
  if (thread.kind === 'chat') {
    const line = await sendStaffReply(db, { conversationId: thread.threadId, staffUserId: staff.userId, body: text, now });
    if (!line) throw inboxProblem(409, 'chatClosed', '/body');
    await saveState(db, thread, { status: 'PENDING', assigneeId, by: staff.userId, now });
    entry = { id: line.messageId, author: 'staff', authorName: staff.fullName, body: line.body, sentAt: line.sentAt };
  } else {
    const first = await db.selectFrom('messages').select(['subject', 'topic_id']).where('id', '=', thread.threadId).executeTakeFirstOrThrow();
    const id = randomUUID();
    const subject = replySubject(first.subject);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('messages')
        .values({
          id,
          owner_id: thread.member.id,
          author_id: staff.userId,
          thread_id: thread.threadId,
          message_type: 'Emessage',
          status: 'Unread',
          direction: 'inbound',
          confirmation_number: newConfirmationNumber(),
          topic_id: first.topic_id,
          subject,
          body: text,
          sent_at: now,
        })
        .execute();
      await attachUploads(trx, staff.userId, id, attachmentIds);
      await saveState(trx, thread, { status: 'PENDING', assigneeId, by: staff.userId, now });
    });
    const attachments = (await attachmentsByMessage(db, [id])).get(id);
    entry = { id, author: 'staff', authorName: staff.fullName, subject, body: text, sentAt: now.toISOString(), ...(attachments === undefined ? {} : { attachments }) };
  }
  return { entry, conversation: toInboxItem((await loadThread(db, now, thread.kind, thread.threadId))!) };
}

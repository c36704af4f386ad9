import { sql, type Kysely, type Transaction } from 'kysely';
import type { MessageReference, StaffInboxItem, StaffInboxKind, StaffInboxPerson } from '../../../../engine/core/generated/api.gen';
import { staffManifest } from '../../../manifests/staff-manifest';
import type { Database, StaffInboxStatus, StaffInboxThreadKind } from '../../db/schema';
import { topicLabel } from '../messages/message-rows';
import { inboxStatusOf } from './inbox-status';

export type Db = Kysely<Database> | Transaction<Database>;

/** A conversation a member started, with what the staff inbox keeps about it. */
export interface InboxThread {
  readonly kind: StaffInboxKind;
  readonly threadId: string;
  readonly member: { id: string; fullName: string; memberNumber: string };
  readonly subject: string;
  readonly topicId: string | null;
  readonly startedAt: Date;
  readonly lastActivityAt: Date;
  readonly lastMemberMessageAt: Date | null;
  readonly entryCount: number;
  readonly reference: MessageReference | undefined;
  /** A chat that has ended takes no reply; a message thread always does. */
  readonly replyOpen: boolean;
  readonly stored: { status: StaffInboxStatus; updatedAt: Date; assignee: StaffInboxPerson | null } | undefined;
  /** inboxStatusOf(stored, lastMemberMessageAt). */
  readonly status: StaffInboxStatus;
}

/** The table's name of a kind, and back. */
export const DB_KIND: Readonly<Record<StaffInboxKind, StaffInboxThreadKind>> = { message: 'MESSAGE', chat: 'CHAT' };

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const asDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : asDate(value));

/**
 * Message threads members started: the thread's first message (its id is the thread id) is an Emessage the member
 * wrote. Messages the member deleted stay in the staff view (deleting hides a message from the member only).
 */
async function messageThreads(db: Db, now: Date, threadId: string | undefined) {
  let query = db
    .selectFrom('messages as t')
    .innerJoin('messages as m', (join) => join.onRef('m.thread_id', '=', 't.id').onRef('m.owner_id', '=', 't.owner_id'))
    .innerJoin('members as o', 'o.id', 't.owner_id')
    .select(['t.id', 't.owner_id', 'o.full_name', 'o.external_id', 't.subject', 't.topic_id', 't.sent_at', 't.reference_kind', 't.reference_id', 't.reference_label'])
    .select((eb) => [
      eb.fn.max('m.sent_at').as('last_at'),
      sql<Date | string | null>`max(case when m.direction = 'outbound' then m.sent_at end)`.as('last_member_at'),
      eb.fn.countAll<string>().as('n'),
    ])
    .whereRef('t.thread_id', '=', 't.id')
    .where('t.direction', '=', 'outbound')
    .where('t.message_type', '=', 'Emessage')
    .where('t.sent_at', '<=', now)
    .where('m.sent_at', '<=', now)
    .groupBy(['t.id', 'o.id']);
  if (threadId !== undefined) query = query.where('t.id', '=', threadId);
  return query.execute();
}

/** Chat conversations (every one starts with the member's message). */
async function chatThreads(db: Db, threadId: string | undefined) {
  let query = db
    .selectFrom('chat_conversations as c')
    .innerJoin('chat_messages as m', 'm.conversation_id', 'c.id')
    .innerJoin('members as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'u.full_name', 'u.external_id', 'c.started_at', 'c.last_message_at', 'c.status'])
    .select((eb) => [sql<Date | string | null>`max(case when m.author_kind = 'MEMBER' then m.sent_at end)`.as('last_member_at'), eb.fn.countAll<string>().as('n')])
    .groupBy(['c.id', 'u.id']);
  if (threadId !== undefined) query = query.where('c.id', '=', threadId);
  return query.execute();
}

/** The inbox's stored states (with the assignee's name), by "KIND:threadId". */
async function storedStates(db: Db, only: { kind: StaffInboxThreadKind; threadId: string } | undefined): Promise<Map<string, NonNullable<InboxThread['stored']>>> {
  let query = db
    .selectFrom('staff_inbox_state as s')
    .leftJoin('members as a', 'a.id', 's.assignee_id')
    .select(['s.thread_kind', 's.thread_id', 's.status', 's.updated_at', 's.assignee_id', 'a.full_name as assignee_name']);
  if (only) query = query.where('s.thread_kind', '=', only.kind).where('s.thread_id', '=', only.threadId);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      `${row.thread_kind}:${row.thread_id}`,
      { status: row.status, updatedAt: asDate(row.updated_at), assignee: row.assignee_id === null ? null : { id: row.assignee_id, fullName: row.assignee_name ?? '' } },
    ]),
  );
}

function withStatus(thread: Omit<InboxThread, 'status' | 'stored'>, states: Map<string, NonNullable<InboxThread['stored']>>): InboxThread {
  const stored = states.get(`${DB_KIND[thread.kind]}:${thread.threadId}`);
  return { ...thread, stored, status: inboxStatusOf(stored, thread.lastMemberMessageAt) };
}

/**
 * Every conversation a member started (or just one), with its status by the inbox rule. The inbox of a credit union
 * of this size is read whole and filtered here, so the status rule lives in one pure function (inboxStatusOf)
 * rather than also in SQL.
 */
export async function loadThreads(db: Db, now: Date, only?: { kind: StaffInboxKind; threadId: string }): Promise<InboxThread[]> {
  const states = await storedStates(db, only ? { kind: DB_KIND[only.kind], threadId: only.threadId } : undefined);
  const messages = only === undefined || only.kind === 'message' ? await messageThreads(db, now, only?.threadId) : [];
  const chats = only === undefined || only.kind === 'chat' ? await chatThreads(db, only?.threadId) : [];
  return [
    ...messages.map((row) =>
      withStatus(
        {
          kind: 'message',
          threadId: row.id,
          member: { id: row.owner_id, fullName: row.full_name, memberNumber: row.external_id },
          subject: row.subject,
          topicId: row.topic_id,
          startedAt: asDate(row.sent_at),
          lastActivityAt: asDate(row.last_at as Date | string),
          lastMemberMessageAt: asDateOrNull(row.last_member_at),
          entryCount: Number(row.n),
          reference:
            row.reference_kind !== null && row.reference_id !== null && row.reference_label !== null
              ? { kind: row.reference_kind, id: row.reference_id, label: row.reference_label }
              : undefined,
          replyOpen: true,
        },
        states,
      ),
    ),
    ...chats.map((row) =>
      withStatus(
        {
          kind: 'chat',
          threadId: row.id,
          member: { id: row.user_id, fullName: row.full_name, memberNumber: row.external_id },
          subject: staffManifest.inbox.chatSubject,
          topicId: null,
          startedAt: asDate(row.started_at),
          lastActivityAt: asDate(row.last_message_at),
          lastMemberMessageAt: asDateOrNull(row.last_member_at),
          entryCount: Number(row.n),
          reference: undefined,
          replyOpen: row.status === 'OPEN',
        },
        states,
      ),
    ),
  ];
}

/** One conversation, or undefined when there is no such conversation a member started. */
export async function loadThread(db: Db, now: Date, kind: StaffInboxKind, threadId: string): Promise<InboxThread | undefined> {
  const [thread] = await loadThreads(db, now, { kind, threadId });
  return thread;
}

/** A conversation as the inbox's list and answers show it. */
export function toInboxItem(thread: InboxThread): StaffInboxItem {
  return {
    kind: thread.kind,
    threadId: thread.threadId,
    member: thread.member,
    subject: thread.subject,
    ...(thread.topicId === null ? {} : { topic: topicLabel(thread.topicId) }),
    status: thread.status,
    assignee: thread.stored?.assignee ?? null,
    startedAt: thread.startedAt.toISOString(),
    lastActivityAt: thread.lastActivityAt.toISOString(),
    entryCount: thread.entryCount,
    ...(thread.reference === undefined ? {} : { reference: thread.reference }),
  };
}

import type { Kysely, Selectable, Transaction } from 'kysely';
import type { MessageSummary, MessageType } from '../../../../engine/core/generated/api.gen';
import { appManifest } from '../../../manifests';
import { messagesManifest } from '../../../manifests/messages-manifest';
import type { Database, MessagesTable } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { messageProblem } from './message-problem';

export type Db = Kysely<Database> | Transaction<Database>;
export type MessageRow = Selectable<MessagesTable>;

const DAY_MS = 86_400_000;

const topicLabels = new Map(messagesManifest.topics.map((topic) => [topic.id, topic.label]));

/** A topic's label; a topic id no longer in config shows as itself (stored messages outlive configuration). */
export function topicLabel(topicId: string): string {
  return topicLabels.get(topicId) ?? topicId;
}

/** The body on one line, cut at config's previewLength (on a word when one ends near it). */
export function previewOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const max = messagesManifest.previewLength;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function toSummary(row: MessageRow, hasAttachments: boolean): MessageSummary {
  return {
    messageId: row.id,
    messageType: row.message_type,
    messageStatus: row.status,
    confirmationNumber: row.confirmation_number,
    subject: row.subject,
    preview: previewOf(row.body),
    topicId: row.topic_id,
    topic: topicLabel(row.topic_id),
    sentAt: row.sent_at.toISOString(),
    direction: row.direction,
    hasAttachments,
    threadId: row.thread_id,
    ...(row.reference_kind !== null && row.reference_id !== null && row.reference_label !== null
      ? { reference: { kind: row.reference_kind, id: row.reference_id, label: row.reference_label } }
      : {}),
  };
}

/** Which of these messages have an attachment. */
async function withAttachments(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('message_attachments').select('message_id').distinct().where('message_id', 'in', ids).execute();
  return new Set(rows.map((row) => row.message_id).filter((id): id is string => id !== null));
}

export async function toSummaries(db: Db, rows: readonly MessageRow[]): Promise<MessageSummary[]> {
  const attached = await withAttachments(db, rows.map((row) => row.id));
  return rows.map((row) => toSummary(row, attached.has(row.id)));
}

/**
 * The list's filters, checked against configuration: days one of config/app.json messages.dateFilters (default
 * defaultDays); type one of messages.selectableTypes, Email reading as config/messages.json emailTypeIncludes (the
 * Emessages of online banking are email the member reads here). No type: every type.
 */
export function listFilterOf(query: { days?: number; type?: MessageType }): { days: number; types: MessageType[] | undefined } {
  const days = query.days ?? appManifest.messages.defaultDays;
  if (!appManifest.messages.dateFilters.some((filter) => filter.days === days)) throw messageProblem(400, 'unknownDateFilter', '/days');
  if (query.type === undefined) return { days, types: undefined };
  if (!(appManifest.messages.selectableTypes as readonly string[]).includes(query.type)) throw messageProblem(400, 'unknownTypeFilter', '/type');
  return { days, types: query.type === 'Email' ? [...(messagesManifest.emailTypeIncludes as MessageType[])] : [query.type] };
}

/** The owner's messages sent in the last `days` days (up to now), newest first; deleted ones never. */
export async function listMessages(db: Db, ownerId: string, filter: { days: number; types: MessageType[] | undefined }, now: Date): Promise<MessageSummary[]> {
  let query = db
    .selectFrom('messages')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .where('sent_at', '>', new Date(now.getTime() - filter.days * DAY_MS))
    .where('sent_at', '<=', now);
  if (filter.types) query = query.where('message_type', 'in', filter.types);
  return toSummaries(db, await query.orderBy('sent_at', 'desc').orderBy('id').execute());
}

/** The unread flag is true if any message is Unread. */
export async function unreadIndicator(db: Db, ownerId: string, now: Date): Promise<{ newMessagePresent: boolean; unreadCount: number }> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'Unread')
    .where('sent_at', '<=', now)
    .executeTakeFirstOrThrow();
  const unreadCount = Number(row.n);
  return { newMessagePresent: unreadCount > 0, unreadCount };
}

/**
 * One message of the owner, by id and its own type: another member's message, a deleted one, or the right id with
 * the wrong type all answer 404 alike.
 */
export async function findMessage(db: Db, ownerId: string, messageId: string, messageType: MessageType | undefined, forUpdate = false): Promise<MessageRow> {
  let query = db.selectFrom('messages').selectAll().where('id', '=', messageId).where('owner_id', '=', ownerId).where('deleted_at', 'is', null);
  if (messageType !== undefined) query = query.where('message_type', '=', messageType);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  return row;
}

/** The other messages of a message's thread (not deleted), oldest first. */
export async function threadOf(db: Db, message: MessageRow): Promise<MessageSummary[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('thread_id', '=', message.thread_id)
    .where('owner_id', '=', message.owner_id)
    .where('deleted_at', 'is', null)
    .where('id', '<>', message.id)
    .orderBy('sent_at')
    .orderBy('id')
    .execute();
  return toSummaries(db, rows);
}

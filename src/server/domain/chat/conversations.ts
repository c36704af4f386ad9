import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ChatConversation, ChatMessage } from '../../../../engine/core/generated/api.gen';
import type { ChatConversationsTable, ChatMessagesTable, Database } from '../../db/schema';

type ConversationRow = Selectable<ChatConversationsTable>;
type MessageRow = Selectable<ChatMessagesTable>;

const toChatMessage = (row: MessageRow): ChatMessage => ({
  messageId: row.id,
  seq: Number(row.seq),
  author: row.author_kind === 'STAFF' ? 'staff' : 'member',
  body: row.body,
  sentAt: row.sent_at.toISOString(),
});

/** The member's current conversation: the open one, else the one that last had a message. */
async function currentConversation(db: Kysely<Database>, userId: string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.case().when('status', '=', 'OPEN').then(0).else(1).end())
    .orderBy('last_message_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The member's conversation for the chat page, oldest message first: the latest `limit` messages, or (polling) only
 * those after the seq the page already shows. NONE before the member's first message.
 */
export async function loadConversation(db: Kysely<Database>, input: { userId: string; after?: number | undefined; limit: number }): Promise<ChatConversation> {
  const conversation = await currentConversation(db, input.userId);
  if (!conversation) return { conversationId: null, status: 'NONE', messages: [] };
  let query = db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversation.id);
  if (input.after !== undefined) query = query.where('seq', '>', input.after);
  const newestFirst = await query.orderBy('seq', 'desc').limit(input.limit).execute();
  return { conversationId: conversation.id, status: conversation.status, messages: newestFirst.reverse().map(toChatMessage) };
}

/** The member's open conversation, started now when there is none (the unique index keeps it to one). */
async function openConversation(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const open = await db.selectFrom('chat_conversations').select('id').where('user_id', '=', userId).where('status', '=', 'OPEN').executeTakeFirst();
  if (open) return open.id;
  const id = randomUUID();
  const inserted = await db
    .insertInto('chat_conversations')
    .values({ id, user_id: userId, status: 'OPEN', started_at: now, last_message_at: now })
    .onConflict((conflict) => conflict.column('user_id').where('status', '=', 'OPEN').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  // Another tab started it a moment ago.
  return (await db.selectFrom('chat_conversations').select('id').where('user_id', '=', userId).where('status', '=', 'OPEN').executeTakeFirstOrThrow()).id;
}

async function append(db: Kysely<Database>, input: { conversationId: string; authorKind: 'MEMBER' | 'STAFF'; authorId: string; body: string; now: Date }): Promise<ChatMessage> {
  const row = await db
    .insertInto('chat_messages')
    .values({ id: randomUUID(), conversation_id: input.conversationId, author_kind: input.authorKind, author_id: input.authorId, body: input.body, sent_at: input.now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.updateTable('chat_conversations').set({ last_message_at: input.now }).where('id', '=', input.conversationId).execute();
  return toChatMessage(row);
}

/** A message the member sends: into their open conversation, which it starts when there is none. */
export async function sendMemberMessage(db: Kysely<Database>, input: { userId: string; body: string; now: Date }): Promise<ChatMessage> {
  return db.transaction().execute(async (trx) => {
    const conversationId = await openConversation(trx, input.userId, input.now);
    return append(trx, { conversationId, authorKind: 'MEMBER', authorId: input.userId, body: input.body, now: input.now });
  });
}

/**
 * A staff answer in a conversation (the staff channel calls this; the chat page picks it up on its next
 * poll). Undefined when the conversation does not exist or is closed.
 */
export async function sendStaffReply(db: Kysely<Database>, input: { conversationId: string; staffUserId: string; body: string; now: Date }): Promise<ChatMessage | undefined> {
  return db.transaction().execute(async (trx) => {
    const open = await trx.selectFrom('chat_conversations').select('id').where('id', '=', input.conversationId).where('status', '=', 'OPEN').forUpdate().executeTakeFirst();
    if (!open) return undefined;
    return append(trx, { conversationId: open.id, authorKind: 'STAFF', authorId: input.staffUserId, body: input.body, now: input.now });
  });
}

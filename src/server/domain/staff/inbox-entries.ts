import type { MessageReference, StaffInboxEntry, StaffInboxReference } from '../../../../engine/core/generated/api.gen';
import { attachmentsByMessage } from './inbox-attachments';
import type { Db, InboxThread } from './inbox-threads';

/**
 * Every message of a conversation, oldest first, with the side that wrote it: in a message thread the member's
 * messages are outbound; an inbound one is staff's when a staff user wrote it (a reply from the inbox), else the
 * credit union's (notices and answers without a named author). Staff read the whole record, including messages the
 * member deleted from their own view. A message's files come with it (name, size, type), to download through the inbox.
 */
export async function entriesOf(db: Db, thread: InboxThread, now: Date): Promise<StaffInboxEntry[]> {
  if (thread.kind === 'chat') {
    const lines = await db
      .selectFrom('chat_messages as m')
      .leftJoin('members as a', 'a.id', 'm.author_id')
      .select(['m.id', 'm.author_kind', 'm.body', 'm.sent_at', 'a.full_name'])
      .where('m.conversation_id', '=', thread.threadId)
      .orderBy('m.seq')
      .execute();
    return lines.map((line) => ({
      id: line.id,
      author: line.author_kind === 'MEMBER' ? 'member' : 'staff',
      authorName: line.full_name,
      body: line.body,
      sentAt: line.sent_at.toISOString(),
    }));
  }
  const rows = await db
    .selectFrom('messages as m')
    .leftJoin('members as a', 'a.id', 'm.author_id')
    .select(['m.id', 'm.direction', 'm.author_id', 'm.subject', 'm.body', 'm.sent_at', 'm.reference_kind', 'm.reference_id', 'm.reference_label', 'a.full_name'])
    .where('m.thread_id', '=', thread.threadId)
    .where('m.owner_id', '=', thread.member.id)
    .where('m.sent_at', '<=', now)
    .orderBy('m.sent_at')
    .orderBy('m.id')
    .execute();
  const files = await attachmentsByMessage(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const reference: MessageReference | undefined =
      row.reference_kind !== null && row.reference_id !== null && row.reference_label !== null ? { kind: row.reference_kind, id: row.reference_id, label: row.reference_label } : undefined;
    const attachments = files.get(row.id);
    const author: StaffInboxEntry['author'] = row.direction === 'outbound' ? 'member' : row.author_id === null ? 'creditUnion' : 'staff';
    return {
      id: row.id,
      author,
      authorName: author === 'creditUnion' ? null : row.full_name,
      subject: row.subject,
      body: row.body,
      sentAt: row.sent_at.toISOString(),
      ...(reference === undefined ? {} : { reference }),
      ...(attachments === undefined ? {} : { attachments }),
    };
  });
}

/**
 * Where the item a message is about lives in the member's accounts, so staff open it in one click: the account
 * itself, a transaction's account (with its date and description, which narrow the account's list to it), a card's
 * account, a payment's source account. Only the member's own accounts (agreements they hold) are looked in; an item
 * gone since leaves the label alone.
 */
export async function referenceTarget(db: Db, memberId: string, reference: MessageReference): Promise<StaffInboxReference> {
  const owned = (arrangementId: string) =>
    db
      .selectFrom('arrangements as a')
      .innerJoin('service_agreements as sa', 'sa.id', 'a.agreement_id')
      .select('a.id')
      .where('a.id', '=', arrangementId)
      .where('sa.primary_user_id', '=', memberId)
      .executeTakeFirst();
  let accountId: string | null | undefined;
  let extra: Pick<StaffInboxReference, 'bookingDate' | 'description'> = {};
  switch (reference.kind) {
    case 'account':
      accountId = reference.id;
      break;
    case 'transaction': {
      const row = await db.selectFrom('transactions').select(['arrangement_id', 'booking_date', 'description']).where('id', '=', reference.id).executeTakeFirst();
      accountId = row?.arrangement_id;
      if (row) extra = { bookingDate: String(row.booking_date).slice(0, 10), description: row.description };
      break;
    }
    case 'card':
      accountId = (await db.selectFrom('cards').select('arrangement_id').where('id', '=', reference.id).executeTakeFirst())?.arrangement_id;
      break;
    case 'paymentOrder':
      accountId = (await db.selectFrom('payment_orders').select('from_arrangement_id').where('id', '=', reference.id).executeTakeFirst())?.from_arrangement_id;
      break;
  }
  if (accountId === undefined || accountId === null || !(await owned(accountId))) return { ...reference };
  return { ...reference, accountId, ...extra };
}

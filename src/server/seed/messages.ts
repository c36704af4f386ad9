import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { appManifest } from '../../manifests';
import type { Database, MessageStatusColumn, MessageTypeColumn, MessagesTable } from '../db/schema';
import { maskAccountNumber } from '../domain/product-summary';
import { documentCopy } from '../statements/document-copy';
import { addPage, newDocument, pdfBytes } from '../statements/pdf-document';
import { drawText, FONTS } from '../statements/pdf-drawing';
import { createPrng, type Prng } from './prng';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Fixed PDF metadata dates: the same bytes on every seed. */
const PDF_DATE = new Date('2026-01-02T15:00:00Z');

/** A stable id per seeded item (UUID-shaped, from its name), so every seed writes the same ids. */
function seedId(name: string): string {
  const hex = createHash('sha256').update(`messages-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A letter as a real one-page tagged PDF, like the statements: the credit union, the letter's title as its heading,
 * then each line a paragraph, in that order. Its metadata dates are fixed.
 */
export async function letterPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const { pdf, tags } = await newDocument({ title, author: appManifest.productName, date: PDF_DATE, language: documentCopy.language });
  addPage(pdf);
  tags.mark('P', tags.document, () => drawText(pdf, appManifest.productName, { x: 72, y: 720, font: FONTS.bold, size: 14 }));
  tags.mark('H1', tags.document, () => drawText(pdf, title, { x: 72, y: 690, font: FONTS.bold, size: 12 }));
  lines.forEach((line, index) => tags.mark('P', tags.document, () => drawText(pdf, line, { x: 72, y: 660 - index * 18, font: FONTS.regular, size: 11 })));
  return pdfBytes(pdf);
}

interface SeedMessage {
  key: string;
  type: MessageTypeColumn;
  status: MessageStatusColumn;
  topicId: string;
  subject: string;
  body: string;
  /** Days (fractions allowed) before the seed's clock. */
  daysAgo: number;
  thread?: string;
  outbound?: boolean;
  reference?: { kind: 'account' | 'card'; id: string; label: string };
  pdf?: { fileName: string; title: string; lines: string[] };
}

function confirmationNumber(prng: Prng): string {
  return `MC${prng.digits(10)}`;
}

/**
 * The demo message centers. `member`: over the last 60 days (and one older, outside every filter) unread
 * and read messages of every type and status, a Letter with a real PDF, a Broadcast, and a conversation the member
 * started about their credit card with the credit union's reply (unread). `business`: a couple, one a Letter with a
 * PDF. Dates are relative to the seed's clock; ids, confirmation numbers and PDF bytes are the same on every seed.
 * Skipped when the member already has messages, so it is safe on every start.
 */
export async function seedMessages(db: Kysely<Database>, now: Date): Promise<void> {
  const people = await db.selectFrom('members').select(['id', 'username']).where('username', 'in', ['member', 'business']).execute();
  const member = people.find((person) => person.username === 'member');
  const business = people.find((person) => person.username === 'business');
  if (!member || !business) return;
  if (await db.selectFrom('messages').select('id').where('owner_id', '=', member.id).limit(1).executeTakeFirst()) return;

  const card = await db
    .selectFrom('cards as c')
    .select(['c.id', 'c.last_four', 'c.product_description'])
    .where('c.holder_user_id', '=', member.id)
    .where('c.card_kind', '=', 'credit')
    .where('c.parent_card_id', 'is', null)
    .orderBy('c.issued_at')
    .executeTakeFirst();
  const cardReference = card ? { kind: 'card' as const, id: card.id, label: `${card.product_description ?? 'Credit card'} ${maskAccountNumber(card.last_four)}` } : undefined;

  const memberMessages: SeedMessage[] = [
    { key: 'estatement', type: 'Email', status: 'Unread', topicId: 'notices', subject: 'Your eStatement is ready', body: 'Your latest monthly statement is ready to view in Statements. Thank you for going paperless.', daysAgo: 0.3 },
    { key: 'low-balance', type: 'Text/SMS', status: 'Unread', topicId: 'alerts', subject: 'Low balance alert', body: 'Your checking balance fell below $100.00. Sign in to online banking to review your account.', daysAgo: 2 },
    { key: 'holiday-hours', type: 'Broadcast', status: 'Broadcast', topicId: 'notices', subject: 'Holiday branch hours', body: 'Our branches will close at 1:00 PM on the eve of the holiday and stay closed on the holiday. Online banking and ATMs are available as usual.', daysAgo: 3 },
    {
      key: 'privacy-letter', type: 'Letter', status: 'Read', topicId: 'notices', subject: 'Annual privacy notice',
      body: 'Your annual privacy notice is attached. It explains what personal information we collect, how we share it and how you can limit sharing.', daysAgo: 5,
      pdf: { fileName: 'annual-privacy-notice.pdf', title: 'Annual privacy notice', lines: ['What we collect, how we share it, and how you can limit sharing.', 'You do not need to do anything; this notice is for your records.', 'Questions? Send us a message from the message center.'] },
    },
    {
      key: 'card-question', type: 'Emessage', status: 'Sent', outbound: true, thread: 'card-question', topicId: 'cards', subject: 'Question about a charge on my card',
      body: 'I see a charge I do not recognize from a streaming service. Can you tell me more about it?', daysAgo: 12, ...(cardReference ? { reference: cardReference } : {}),
    },
    {
      key: 'card-answer', type: 'Emessage', status: 'Unread', thread: 'card-question', topicId: 'cards', subject: 'Re: Question about a charge on my card',
      body: 'Thank you for reaching out. The charge is a monthly subscription first billed two months ago. If you did not sign up for it, reply to this message and we will start a dispute.', daysAgo: 11,
    },
    { key: 'new-sign-in', type: 'Push', status: 'Read', topicId: 'alerts', subject: 'New sign-in to online banking', body: 'We noticed a sign-in from a new browser. If this was not you, change your password in Settings.', daysAgo: 20 },
    { key: 'auto-rate', type: 'Marketing', status: 'Read', topicId: 'offers', subject: 'Lower your auto loan rate', body: 'Refinance your auto loan with us and you could lower your monthly payment. Rates as low as 5.49% APR for qualified members.', daysAgo: 25 },
    { key: 'transfer-question', type: 'Emessage', status: 'Sent', outbound: true, topicId: 'transfers', subject: 'Recurring transfer to savings', body: 'Can I change the date of my recurring transfer to savings?', daysAgo: 28 },
    { key: 'payment-received', type: 'Email', status: 'Read', topicId: 'notices', subject: 'Your loan payment was received', body: 'We received your auto loan payment. Thank you!', daysAgo: 40 },
    {
      key: 'terms-letter', type: 'Letter', status: 'Unread', topicId: 'notices', subject: 'Change in terms notice',
      body: 'We are updating the terms of your credit card agreement. The attached letter explains what changes and when.', daysAgo: 50,
      pdf: { fileName: 'change-in-terms.pdf', title: 'Change in terms notice', lines: ['The changes take effect on your next statement date.', 'No action is needed to keep your card.'] },
    },
    { key: 'deposit-alert', type: 'Text/SMS', status: 'Read', topicId: 'alerts', subject: 'Deposit received', body: 'A direct deposit was posted to your checking account.', daysAgo: 58 },
    { key: 'old-welcome', type: 'Email', status: 'Read', topicId: 'notices', subject: 'Welcome to online banking', body: 'Thanks for signing up for online banking.', daysAgo: 75 },
  ];
  const businessMessages: SeedMessage[] = [
    { key: 'business-statement', type: 'Email', status: 'Unread', topicId: 'notices', subject: 'Your business eStatement is ready', body: 'Your latest business statement is ready to view in Statements.', daysAgo: 1 },
    {
      key: 'business-letter', type: 'Letter', status: 'Read', topicId: 'notices', subject: 'Business account fee schedule', body: 'The updated fee schedule for business accounts is attached.', daysAgo: 10,
      pdf: { fileName: 'business-fee-schedule.pdf', title: 'Business account fee schedule', lines: ['Monthly maintenance fees are waived with an average balance of $2,500.'] },
    },
  ];

  const prng = createPrng(0x6d657373);
  const rows: Insertable<MessagesTable>[] = [];
  const attachments: Insertable<Database['message_attachments']>[] = [];
  for (const [owner, list] of [
    [member, memberMessages],
    [business, businessMessages],
  ] as const) {
    for (const message of list) {
      const id = seedId(`${owner.username}:${message.key}`);
      const sentAt = new Date(now.getTime() - message.daysAgo * DAY_MS - HOUR_MS);
      rows.push({
        id,
        owner_id: owner.id,
        author_id: message.outbound ? owner.id : null,
        thread_id: seedId(`${owner.username}:${message.thread ?? message.key}`),
        message_type: message.type,
        status: message.status,
        direction: message.outbound ? 'outbound' : 'inbound',
        confirmation_number: confirmationNumber(prng),
        topic_id: message.topicId,
        subject: message.subject,
        body: message.body,
        sent_at: sentAt,
        reference_kind: message.reference?.kind ?? null,
        reference_id: message.reference?.id ?? null,
        reference_label: message.reference?.label ?? null,
      });
      if (message.pdf) {
        const content = await letterPdf(message.pdf.title, message.pdf.lines);
        attachments.push({
          id: seedId(`${owner.username}:${message.key}:attachment`),
          owner_id: owner.id,
          uploaded_by: null,
          message_id: id,
          file_name: message.pdf.fileName,
          content_type: 'application/pdf',
          size_bytes: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          content,
          created_at: sentAt,
        });
      }
    }
  }
  await db.insertInto('messages').values(rows).execute();
  if (attachments.length > 0) await db.insertInto('message_attachments').values(attachments).execute();
}

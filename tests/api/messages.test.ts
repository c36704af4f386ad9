import { createHash, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageAttachmentUpload, MessageDetail, MessageIndicator, MessageList, MessageReceipt, MessageSummary, MessageTopicList } from '../../engine/core/generated/api.gen';
import { messagesManifest } from '../../src/manifests/messages-manifest';
import { readUploadPieces } from '../../src/server/domain/uploads/upload-pieces';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { primaryCardId } from './cards.support';

const API = '/api/messages-service/client-api/v1/messages';
const OCTET = 'application/octet-stream';
/** A path segment for a message type (Text/SMS has a slash). */
const seg = (type: string): string => encodeURIComponent(type);
const errorOf = (response: LightMyRequestResponse): string => (response.json() as { errors: { message: string }[] }).errors[0]?.message ?? '';
/** The smallest valid PNG: signature, IHDR, IDAT, IEND. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A Windows executable's first bytes ("MZ" DOS header, then a PE header). */
const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

describe.each(databaseKinds())('message center (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  let memberId: string;
  let businessId: string;

  const db = () => t.database.db;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const post = (url: string, payload: object, session = sid, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, cookies: { sid: session }, payload, headers });
  const list = async (query = '', session = sid) => {
    const response = await get(`${API}${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as MessageList).messages;
  };
  const indicator = async (session = sid) => (await get(`${API}/indicator`, session)).json() as MessageIndicator;
  const upload = (bytes: Buffer, fileName: string, session = sid) =>
    t.app.inject({ method: 'POST', url: `${API}/attachments?fileName=${encodeURIComponent(fileName)}`, cookies: { sid: session }, headers: { 'content-type': OCTET }, payload: bytes });
  const messageRow = (ownerId: string, subject: string) => db().selectFrom('messages').selectAll().where('owner_id', '=', ownerId).where('subject', '=', subject).executeTakeFirstOrThrow();
  const counts = async () => {
    const { rows } = await sql<{ m: string; a: string; d: string }>`select (select count(*) from messages)::text as m, (select count(*) from message_attachments where message_id is not null)::text as a, md5(coalesce((select string_agg(id || status || coalesce(deleted_at::text, ''), ',' order by id) from messages), '')) as d`.execute(db());
    return rows[0];
  };

  beforeAll(async () => {
    // Demo mode: the card network's demo route (/api/dev) is how a card alert reaches the message center.
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
    memberId = (await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
    businessId = (await db().selectFrom('members').select('id').where('username', '=', 'business').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('list, filters, indicator and topics', () => {
    it('lists the last 7 days by default, newest first, with every message field', async () => {
      const messages = await list();
      expect(messages.map((message) => message.subject)).toEqual(['Your eStatement is ready', 'Low balance alert', 'Holiday branch hours', 'Annual privacy notice']);
      const [first] = messages;
      expect(first).toMatchObject({ messageType: 'Email', messageStatus: 'Unread', direction: 'inbound', topicId: 'notices', topic: 'Account notices', hasAttachments: false });
      expect(first!.confirmationNumber).toMatch(/^MC\d{10}$/);
      expect(messages.find((message) => message.messageType === 'Letter')?.hasAttachments).toBe(true);
      const times = messages.map((message) => Date.parse(message.sentAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('takes the date filters Last Day, 7, 30 and 60 days and refuses others', async () => {
      expect((await list('?days=1')).map((message) => message.subject)).toEqual(['Your eStatement is ready']);
      expect(await list('?days=7')).toHaveLength(4);
      expect(await list('?days=30')).toHaveLength(9);
      const sixty = await list('?days=60');
      expect(sixty).toHaveLength(12);
      expect(sixty.map((message) => message.subject)).not.toContain('Welcome to online banking');
      expect(new Set(sixty.map((message) => message.messageType))).toEqual(new Set(['Email', 'Emessage', 'Letter', 'Push', 'Text/SMS', 'Marketing', 'Broadcast']));
      expect(new Set(sixty.map((message) => message.messageStatus))).toEqual(new Set(['Read', 'Unread', 'Sent', 'Broadcast']));
      const refused = await get(`${API}?days=2`);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toBe(messagesManifest.errors.unknownDateFilter);
    });

    it('filters by type: Email also lists Emessage; Letter; Text/SMS; a type not offered is refused', async () => {
      expect(new Set((await list('?days=60&type=Email')).map((message) => message.messageType))).toEqual(new Set(['Email', 'Emessage']));
      expect((await list('?days=60&type=Letter')).map((message) => message.subject)).toEqual(['Annual privacy notice', 'Change in terms notice']);
      expect((await list(`?days=60&type=${seg('Text/SMS')}`)).map((message) => message.messageType)).toEqual(['Text/SMS', 'Text/SMS']);
      const refused = await get(`${API}?type=Push`);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toBe(messagesManifest.errors.unknownTypeFilter);
      expect((await get(`${API}?type=Fax`)).statusCode).toBe(400);
    });

    it('shows the unread indicator (any Unread) and the member-selectable topics', async () => {
      expect(await indicator()).toEqual({ newMessagePresent: true, unreadCount: 4 });
      const topics = ((await get(`${API}/topics`)).json() as MessageTopicList).topics;
      expect(topics.map((topic) => topic.id)).toEqual(messagesManifest.topics.filter((topic) => topic.memberSelectable).map((topic) => topic.id));
      expect(topics.map((topic) => topic.id)).not.toContain('alerts');
    });

    it("never lists another member's messages; business sees its own", async () => {
      const mine = await list('?days=60');
      const theirs = await list('?days=60', businessSid);
      expect(theirs.map((message) => message.subject)).toEqual(['Your business eStatement is ready', 'Business account fee schedule']);
      expect(mine.some((message) => theirs.some((other) => other.messageId === message.messageId))).toBe(false);
    });
  });

  describe('reading one message and its attachments', () => {
    it('reads a Letter with its real PDF, downloaded with safe headers', async () => {
      const letter = await messageRow(memberId, 'Annual privacy notice');
      const response = await get(`${API}/${letter.id}/Letter`);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json() as MessageDetail;
      expect(detail).toMatchObject({ messageId: letter.id, messageType: 'Letter', body: letter.body, thread: [] });
      expect(detail.attachments).toEqual([expect.objectContaining({ fileName: 'annual-privacy-notice.pdf', contentType: 'application/pdf' })]);
      const file = await get(`${API}/${letter.id}/attachments/${detail.attachments[0]!.attachmentId}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.rawPayload.length).toBe(detail.attachments[0]!.sizeBytes);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="annual-privacy-notice.pdf"');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(file.headers['cache-control']).toBe('private, no-store');
    });

    it('shows a thread together, oldest first, with the reference of the question', async () => {
      const answer = await messageRow(memberId, 'Re: Question about a charge on my card');
      const detail = (await get(`${API}/${answer.id}/Emessage`)).json() as MessageDetail;
      expect(detail.thread.map((message) => message.subject)).toEqual(['Question about a charge on my card']);
      expect(detail.thread[0]).toMatchObject({ direction: 'outbound', messageStatus: 'Sent', threadId: detail.threadId, reference: { kind: 'card' } });
    });

    it('reads a Text/SMS message by its encoded type; the wrong type or an unknown id is 404', async () => {
      const sms = await messageRow(memberId, 'Low balance alert');
      expect((await get(`${API}/${sms.id}/${seg('Text/SMS')}`)).statusCode).toBe(200);
      expect((await get(`${API}/${sms.id}/Email`)).statusCode).toBe(404);
      expect((await get(`${API}/${randomUUID()}/Email`)).statusCode).toBe(404);
    });

    it("answers 404 for another member's message and attachment", async () => {
      const theirs = await messageRow(businessId, 'Business account fee schedule');
      const attachment = await db().selectFrom('message_attachments').select('id').where('message_id', '=', theirs.id).executeTakeFirstOrThrow();
      expect((await get(`${API}/${theirs.id}/Letter`)).statusCode).toBe(404);
      expect((await get(`${API}/${theirs.id}/attachments/${attachment.id}`)).statusCode).toBe(404);
      // Their attachment under one of member's own messages is no way in either.
      const mine = await messageRow(memberId, 'Annual privacy notice');
      expect((await get(`${API}/${mine.id}/attachments/${attachment.id}`)).statusCode).toBe(404);
    });
  });

  describe('status and delete', () => {
    it('marks a message read and unread, and the indicator follows', async () => {
      const estatement = await messageRow(memberId, 'Your eStatement is ready');
      const read = await post(`${API}/${estatement.id}/Email/status`, { newStatus: 'Read' });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({ messageId: estatement.id, messageType: 'Email', messageStatus: 'Read' });
      expect(await indicator()).toEqual({ newMessagePresent: true, unreadCount: 3 });
      expect((await post(`${API}/${estatement.id}/Email/status`, { newStatus: 'Unread' })).json()).toMatchObject({ messageStatus: 'Unread' });
      expect(await indicator()).toEqual({ newMessagePresent: true, unreadCount: 4 });
    });

    it('clears the indicator when every message is read', async () => {
      const unread = await db().selectFrom('messages').select(['id', 'message_type']).where('owner_id', '=', memberId).where('status', '=', 'Unread').execute();
      for (const message of unread) expect((await post(`${API}/${message.id}/${seg(message.message_type)}/status`, { newStatus: 'Read' })).statusCode).toBe(200);
      expect(await indicator()).toEqual({ newMessagePresent: false, unreadCount: 0 });
      for (const message of unread) await post(`${API}/${message.id}/${seg(message.message_type)}/status`, { newStatus: 'Unread' });
      expect((await indicator()).unreadCount).toBe(unread.length);
    });

    it('keeps the status of Sent and Broadcast messages (200, unchanged)', async () => {
      const sent = await messageRow(memberId, 'Question about a charge on my card');
      const broadcast = await messageRow(memberId, 'Holiday branch hours');
      expect((await post(`${API}/${sent.id}/Emessage/status`, { newStatus: 'Read' })).json()).toMatchObject({ messageStatus: 'Sent' });
      expect((await post(`${API}/${broadcast.id}/Broadcast/status`, { newStatus: 'Unread' })).json()).toMatchObject({ messageStatus: 'Broadcast' });
      expect((await messageRow(memberId, 'Holiday branch hours')).status).toBe('Broadcast');
    });

    it('refuses a bad status and changes nothing', async () => {
      const estatement = await messageRow(memberId, 'Your eStatement is ready');
      expect((await post(`${API}/${estatement.id}/Email/status`, { newStatus: 'Sent' })).statusCode).toBe(400);
      expect((await messageRow(memberId, 'Your eStatement is ready')).status).toBe(estatement.status);
    });

    it('deletes a message: gone from the list, the indicator and reads', async () => {
      const sms = await messageRow(memberId, 'Low balance alert');
      const before = await indicator();
      const response = await t.app.inject({ method: 'DELETE', url: `${API}/${sms.id}/${seg('Text/SMS')}`, cookies: { sid } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ messageId: sms.id, deleted: true });
      expect((await list('?days=60')).map((message) => message.messageId)).not.toContain(sms.id);
      expect((await indicator()).unreadCount).toBe(before.unreadCount - 1);
      expect((await get(`${API}/${sms.id}/${seg('Text/SMS')}`)).statusCode).toBe(404);
      expect((await post(`${API}/${sms.id}/${seg('Text/SMS')}/status`, { newStatus: 'Read' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `${API}/${sms.id}/${seg('Text/SMS')}`, cookies: { sid } })).statusCode).toBe(404);
    });

    it("answers 404 to status and delete of another member's message, changing nothing", async () => {
      const theirs = await messageRow(businessId, 'Your business eStatement is ready');
      const before = await counts();
      expect((await post(`${API}/${theirs.id}/Email/status`, { newStatus: 'Read' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `${API}/${theirs.id}/Email`, cookies: { sid } })).statusCode).toBe(404);
      expect(await counts()).toEqual(before);
      expect((await indicator(businessSid)).newMessagePresent).toBe(true);
    });
  });

  describe('attachments', () => {
    it('stores an allowed upload with its SHA-256, typed by its bytes', async () => {
      const response = await upload(PNG, 'receipt.png');
      expect(response.statusCode, response.body).toBe(201);
      const stored = response.json() as MessageAttachmentUpload;
      expect(stored).toMatchObject({ fileName: 'receipt.png', contentType: 'image/png', sizeBytes: PNG.length, sha256: createHash('sha256').update(PNG).digest('hex') });
      const row = await db().selectFrom('message_attachments').select(['message_id', 'owner_id']).where('id', '=', stored.attachmentId).executeTakeFirstOrThrow();
      expect((await readUploadPieces(db(), stored.attachmentId))?.equals(PNG)).toBe(true);
      expect(row).toMatchObject({ message_id: null, owner_id: memberId });
    });

    it('refuses a renamed executable (MZ bytes named .pdf), a file named for another type, an empty file and an oversize one', async () => {
      const before = (await db().selectFrom('message_attachments').select('id').execute()).length;
      const exe = await upload(EXE, 'statement.pdf');
      expect(exe.statusCode).toBe(400);
      expect(errorOf(exe)).toBe('We can\'t accept this kind of file. Attach a PDF, PNG, JPEG or GIF file.');
      const mismatch = await upload(PNG, 'scan.pdf');
      expect(mismatch.statusCode).toBe(400);
      expect(errorOf(mismatch)).toBe("This file's name doesn't match what's in it. Rename it with the right extension (.png) and try again.");
      const text = await upload(Buffer.from('just some words'), 'note.pdf');
      expect(text.statusCode).toBe(400);
      const empty = await upload(Buffer.alloc(0), 'empty.pdf');
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty)).toBe(messagesManifest.errors.attachmentEmpty);
      const big = Buffer.concat([PDF, Buffer.alloc(messagesManifest.attachments.maxBytes)]);
      const oversize = await upload(big, 'big.pdf');
      expect(oversize.statusCode).toBe(413);
      expect(errorOf(oversize)).toBe('This file is larger than 5 MB. Choose a smaller file.');
      const justRight = await upload(Buffer.concat([PDF, Buffer.alloc(messagesManifest.attachments.maxBytes - PDF.length)]), 'max.pdf');
      expect(justRight.statusCode, justRight.body).toBe(201);
      expect((await db().selectFrom('message_attachments').select('id').execute()).length).toBe(before + 1);
    });

    it('needs a file name and a session', async () => {
      expect((await t.app.inject({ method: 'POST', url: `${API}/attachments`, cookies: { sid }, headers: { 'content-type': OCTET }, payload: PDF })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: `${API}/attachments?fileName=a.pdf`, headers: { 'content-type': OCTET }, payload: PDF })).statusCode).toBe(401);
    });
  });

  describe('sending', () => {
    const send = (payload: object, session = sid, headers: Record<string, string> = {}) => post(API, payload, session, headers);

    it('sends a new message that starts a thread and lists as Sent', async () => {
      const response = await send({ topicId: 'general', subject: 'Branch hours', body: 'Are you open on Saturdays?' });
      expect(response.statusCode, response.body).toBe(201);
      const receipt = response.json() as MessageReceipt;
      expect(receipt).toMatchObject({ messageType: 'Emessage', messageStatus: 'Sent', threadId: receipt.messageId });
      expect(receipt.confirmationNumber).toMatch(/^MC\d{10}$/);
      const [newest] = await list();
      expect(newest).toMatchObject({ messageId: receipt.messageId, subject: 'Branch hours', direction: 'outbound', topic: 'General question', messageStatus: 'Sent' });
    });

    it('replies with an attachment: the reply joins the thread and carries the file', async () => {
      const answer = await messageRow(memberId, 'Re: Question about a charge on my card');
      const file = (await upload(PDF, 'my-statement.pdf')).json() as MessageAttachmentUpload;
      const response = await send({ topicId: 'cards', subject: 'Re: Question about a charge on my card', body: 'I did not sign up. Please start a dispute.', attachmentIds: [file.attachmentId], replyTo: { messageId: answer.id, messageType: 'Emessage' } });
      expect(response.statusCode, response.body).toBe(201);
      const receipt = response.json() as MessageReceipt;
      expect(receipt.threadId).toBe(answer.thread_id);
      const detail = (await get(`${API}/${receipt.messageId}/Emessage`)).json() as MessageDetail;
      expect(detail.attachments).toEqual([{ attachmentId: file.attachmentId, fileName: 'my-statement.pdf', contentType: 'application/pdf', sizeBytes: PDF.length }]);
      expect(detail.thread.map((message) => message.subject)).toEqual(['Question about a charge on my card', 'Re: Question about a charge on my card']);
      expect(detail.hasAttachments).toBe(true);
      const download = await get(`${API}/${receipt.messageId}/attachments/${file.attachmentId}`);
      expect(download.rawPayload.equals(PDF)).toBe(true);

      // Once sent, the upload cannot ride along with another message.
      const reuse = await send({ topicId: 'cards', subject: 'Again', body: 'Same file', attachmentIds: [file.attachmentId] });
      expect(reuse.statusCode).toBe(400);
      expect(errorOf(reuse)).toBe(messagesManifest.errors.attachmentUnavailable);
    });

    it('stores references with server-computed labels for an account, a transaction, a payment order and a card', async () => {
      const checking = await db().selectFrom('arrangements as a').innerJoin('service_agreements as s', 's.id', 'a.agreement_id').select(['a.id', 'a.name', 'a.account_number']).where('s.primary_user_id', '=', memberId).where('a.product_kind', '=', 'checking').executeTakeFirstOrThrow();
      const transaction = await db().selectFrom('transactions').select(['id', 'description', 'booking_date']).where('arrangement_id', '=', checking.id).orderBy('booking_date', 'desc').executeTakeFirstOrThrow();
      const cardId = await primaryCardId(t, 'member', 'credit');
      const order = await db().selectFrom('payment_orders as p').innerJoin('service_agreements as s', 's.id', 'p.agreement_id').select(['p.id', 'p.confirmation_number']).where('s.primary_user_id', '=', memberId).executeTakeFirst();
      const expectLabel = async (reference: { kind: string; id: string }, check: (label: string) => void) => {
        const response = await send({ topicId: 'general', subject: `About a ${reference.kind}`, body: 'Ask us about this.', reference });
        expect(response.statusCode, response.body).toBe(201);
        const detail = (await get(`${API}/${(response.json() as MessageReceipt).messageId}/Emessage`)).json() as MessageDetail;
        expect(detail.reference).toMatchObject(reference);
        check(detail.reference!.label);
      };
      await expectLabel({ kind: 'account', id: checking.id }, (label) => expect(label).toBe(`${checking.name} ••••${checking.account_number.slice(-4)}`));
      await expectLabel({ kind: 'transaction', id: transaction.id }, (label) => expect(label).toMatch(new RegExp(`^${transaction.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, ${transaction.booking_date}, -?\\$[\\d,]+\\.\\d{2}$`)));
      await expectLabel({ kind: 'card', id: cardId }, (label) => expect(label).toMatch(/ ••••\d{4}$/));
      if (order) await expectLabel({ kind: 'paymentOrder', id: order.id }, (label) => expect(label).toContain(order.confirmation_number));
    });

    it("refuses another member's reference, attachment and message to reply to (404), writing nothing", async () => {
      const theirAccount = await db().selectFrom('arrangements as a').innerJoin('service_agreements as s', 's.id', 'a.agreement_id').select('a.id').where('s.primary_user_id', '=', businessId).executeTakeFirstOrThrow();
      const theirCard = await primaryCardId(t, 'business', 'credit');
      const theirTransaction = await db().selectFrom('transactions').select('id').where('arrangement_id', '=', theirAccount.id).executeTakeFirst();
      const theirMessage = await messageRow(businessId, 'Your business eStatement is ready');
      const theirUpload = (await upload(PDF, 'theirs.pdf', businessSid)).json() as MessageAttachmentUpload;
      const before = await counts();
      const attempts = [
        { reference: { kind: 'account', id: theirAccount.id } },
        { reference: { kind: 'card', id: theirCard } },
        ...(theirTransaction ? [{ reference: { kind: 'transaction', id: theirTransaction.id } }] : []),
        { reference: { kind: 'paymentOrder', id: randomUUID() } },
        { replyTo: { messageId: theirMessage.id, messageType: 'Email' } },
        { attachmentIds: [theirUpload.attachmentId] },
      ];
      for (const extra of attempts) {
        const response = await send({ topicId: 'general', subject: 'Probe', body: 'Probe', ...extra });
        expect(response.statusCode, JSON.stringify(extra)).toBe(404);
      }
      expect(await counts()).toEqual(before);
      const upload2 = await db().selectFrom('message_attachments').select('message_id').where('id', '=', theirUpload.attachmentId).executeTakeFirstOrThrow();
      expect(upload2.message_id).toBeNull();
    });

    it('refuses a topic members may not choose, and an unknown one', async () => {
      for (const topicId of ['alerts', 'no-such-topic']) {
        const response = await send({ topicId, subject: 'Hi', body: 'Hello' });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toBe(messagesManifest.errors.unknownTopic);
      }
    });

    it('downloads a file with a non-ASCII name under an ASCII fallback and its RFC 5987 UTF-8 name', async () => {
      const file = (await upload(PNG, 'reçu "mai".png')).json() as MessageAttachmentUpload;
      expect(file.fileName).toBe('reçu "mai".png');
      const receipt = (await send({ topicId: 'general', subject: 'Receipt', body: 'Attached.', attachmentIds: [file.attachmentId] })).json() as MessageReceipt;
      const download = await get(`${API}/${receipt.messageId}/attachments/${file.attachmentId}`);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="re_u _mai_.png"; filename*=UTF-8''re%C3%A7u%20%22mai%22.png`);
      expect(download.headers['content-type']).toBe('image/png');
    });

    it('refuses more attachments than config allows', async () => {
      const ids: string[] = [];
      for (let index = 0; index <= messagesManifest.attachments.maxPerMessage; index += 1) ids.push(((await upload(PNG, `p${index}.png`)).json() as MessageAttachmentUpload).attachmentId);
      const response = await send({ topicId: 'general', subject: 'Many', body: 'Files', attachmentIds: ids });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(`You can attach up to ${messagesManifest.attachments.maxPerMessage} files to one message.`);
    });

    it('sends once per Idempotency-Key', async () => {
      const key = randomUUID();
      const first = await send({ topicId: 'general', subject: 'Once', body: 'Only once' }, sid, { 'idempotency-key': key });
      const again = await send({ topicId: 'general', subject: 'Once', body: 'Only once' }, sid, { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await db().selectFrom('messages').select('id').where('subject', '=', 'Once').execute()).length).toBe(1);
    });
  });

  describe('card alerts', () => {
    it("leaves a declined purchase's alert in the message center as an unread Text/SMS", async () => {
      const cardId = await primaryCardId(t, 'member', 'credit');
      const card = await db().selectFrom('cards').select('last_four').where('id', '=', cardId).executeTakeFirstOrThrow();
      const before = await indicator();
      const response = await post('/api/dev/card-network/authorizations', { cardId, amountCents: 2_000, merchantName: 'Lucky Star Casino', merchantCategoryCode: 7995, channel: 'ONLINE', countryCode: 'US' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ decision: 'DECLINED', alertsSent: 1 });
      expect((await indicator()).unreadCount).toBe(before.unreadCount + 1);
      const [newest] = await list(`?days=1&type=${seg('Text/SMS')}`);
      expect(newest).toMatchObject({ messageType: 'Text/SMS', messageStatus: 'Unread', direction: 'inbound', topicId: 'alerts', subject: `Card alert for your card ending in ${card.last_four}` });
      const sms = await db().selectFrom('outbox_messages').select('body').where('channel', '=', 'SMS').orderBy('seq', 'desc').executeTakeFirstOrThrow();
      expect(((await get(`${API}/${newest!.messageId}/${seg('Text/SMS')}`)).json() as MessageDetail).body).toBe(sms.body);
    });
  });

  describe('who may', () => {
    it('refuses trusted users (no Messages function) and lets staff read but not write', async () => {
      const trusted = await signInAs(t.app, 'trusted');
      expect((await get(API, trusted)).statusCode).toBe(403);
      expect((await post(API, { topicId: 'general', subject: 'x', body: 'y' }, trusted)).statusCode).toBe(403);
      const msr = await signInAs(t.app, 'msr');
      expect(await list('', msr)).toEqual([]);
      const mine = await messageRow(memberId, 'Annual privacy notice');
      expect((await get(`${API}/${mine.id}/Letter`, msr)).statusCode).toBe(404);
      expect((await post(API, { topicId: 'general', subject: 'x', body: 'y' }, msr)).statusCode).toBe(403);
      expect((await upload(PDF, 'a.pdf', msr)).statusCode).toBe(403);
      expect((await post(`${API}/${mine.id}/Letter/status`, { newStatus: 'Unread' }, msr)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `${API}/${mine.id}/Letter`, cookies: { sid: msr } })).statusCode).toBe(403);
      const summary: MessageSummary | undefined = (await list('?days=7')).find((message) => message.messageId === mine.id);
      expect(summary?.messageStatus).toBe('Read');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageAttachmentUpload, MessageDetail, MessageReceipt, StaffInboxDetail, StaffInboxReply } from '../../engine/core/generated/api.gen';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const INBOX = '/api/service-desk/client-api/v1/inbox';
const MESSAGES = '/api/messages-service/client-api/v1/messages';
const OCTET = 'application/octet-stream';
/** The smallest valid PNG: signature, IHDR, IDAT, IEND. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const errorsOf = (body: string): { path: string; message: string }[] => (JSON.parse(body) as { errors: { path: string; message: string }[] }).errors;

describe.each(databaseKinds())("a member's message files in the staff inbox (%s)", (kind) => {
  let t: TestApp;
  let member: string;
  let msr: string;
  let viewer: string;
  /** The member's message with a PNG, and another of theirs with a PDF (another conversation). */
  let withFile: MessageReceipt;
  let other: MessageReceipt;
  let png: MessageAttachmentUpload;
  let pdf: MessageAttachmentUpload;

  const db = () => t.database.db;
  const get = (url: string, sid: string) => t.app.inject({ method: 'GET', url, cookies: { sid } });
  const memberUpload = async (bytes: Buffer, fileName: string): Promise<MessageAttachmentUpload> => {
    const response = await t.app.inject({ method: 'POST', url: `${MESSAGES}/attachments?fileName=${encodeURIComponent(fileName)}`, cookies: { sid: member }, headers: { 'content-type': OCTET }, payload: bytes });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as MessageAttachmentUpload;
  };
  const memberSends = async (subject: string, attachmentIds: string[]): Promise<MessageReceipt> => {
    const response = await t.app.inject({ method: 'POST', url: MESSAGES, cookies: { sid: member }, payload: { topicId: 'general', subject, body: 'The receipt is attached.', attachmentIds } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as MessageReceipt;
  };
  const staffUpload = (sid: string, threadId: string, bytes: Buffer, fileName: string, kindOf = 'message') =>
    t.app.inject({ method: 'POST', url: `${INBOX}/${kindOf}/${threadId}/attachments?fileName=${encodeURIComponent(fileName)}`, cookies: { sid }, headers: { 'content-type': OCTET }, payload: bytes });
  const fileUrl = (threadId: string, attachmentId: string) => `${INBOX}/message/${threadId}/attachments/${attachmentId}`;
  const lastSeq = async (): Promise<number> => Number((await db().selectFrom('staff_audit').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst())?.seq ?? 0);

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await signInAs(t.app, 'member');
    msr = await signInAs(t.app, 'msr');
    viewer = await signInAs(t.app, 'msr-viewer');
    const topics = (await get(`${MESSAGES}/topics`, member)).json() as { topics: { id: string }[] };
    expect(topics.topics.some((topic) => topic.id === 'general')).toBe(true);
    png = await memberUpload(PNG, 'receipt.png');
    withFile = await memberSends('A receipt for the charge', [png.attachmentId]);
    pdf = await memberUpload(PDF, 'statement.pdf');
    other = await memberSends('Another question', [pdf.attachmentId]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists each message's files (name, size, type) in the conversation", async () => {
    const response = await get(`${INBOX}/message/${withFile.threadId}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as StaffInboxDetail;
    const entry = detail.entries.find((candidate) => candidate.id === withFile.messageId);
    expect(entry?.attachments).toEqual([{ attachmentId: png.attachmentId, fileName: 'receipt.png', contentType: 'image/png', sizeBytes: PNG.length }]);
  });

  it('downloads a file of the conversation as an attachment with its scanned type, audited as a staff read naming the member', async () => {
    const before = await lastSeq();
    const response = await get(fileUrl(withFile.threadId, png.attachmentId), viewer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="receipt.png"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    const member_ = await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    const rows = await db().selectFrom('staff_audit').select(['method', 'route', 'status_code', 'member_id', 'detail']).where('seq', '>', before).execute();
    expect(rows).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/service-desk/client-api/v1/inbox/:kind/:threadId/attachments/:attachmentId', status_code: 200, member_id: member_.id }),
    ]);
  });

  it("answers 404 for another conversation's file, an unknown file and a chat, and changes nothing", async () => {
    expect((await get(fileUrl(withFile.threadId, pdf.attachmentId), msr)).statusCode).toBe(404);
    expect((await get(fileUrl(other.threadId, png.attachmentId), msr)).statusCode).toBe(404);
    expect((await get(fileUrl(withFile.threadId, '00000000-0000-4000-8000-000000000000'), msr)).statusCode).toBe(404);
    expect((await get(`${INBOX}/chat/${withFile.threadId}/attachments/${png.attachmentId}`, msr)).statusCode).toBe(404);
    expect((await get(fileUrl(other.threadId, pdf.attachmentId), msr)).statusCode).toBe(200);
    expect((await get(`${INBOX}/message/${withFile.threadId}/attachments/not-a-uuid`, msr)).statusCode).toBe(400);
  });

  it('refuses the member the staff route (403) and an anonymous caller (401); the member keeps their own download', async () => {
    const refused = await get(fileUrl(withFile.threadId, png.attachmentId), member);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: fileUrl(withFile.threadId, png.attachmentId) })).statusCode).toBe(401);
    expect((await get(`${MESSAGES}/${withFile.messageId}/attachments/${png.attachmentId}`, member)).statusCode).toBe(200);
    expect((await staffUpload(member, withFile.threadId, PNG, 'mine.png')).statusCode).toBe(403);
  });

  it('lets staff who work the inbox reply with a file, which the member reads and downloads from their message center', async () => {
    expect((await staffUpload(viewer, withFile.threadId, PNG, 'label.png')).statusCode).toBe(403);
    const refusedType = await staffUpload(msr, withFile.threadId, Buffer.from('MZ not a picture'), 'label.png');
    expect(refusedType.statusCode).toBe(400);
    expect(errorsOf(refusedType.body)[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
    const chat = await staffUpload(msr, withFile.threadId, PNG, 'label.png', 'chat');
    expect(chat.statusCode).toBe(404);

    const uploaded = await staffUpload(msr, withFile.threadId, PDF, 'return-label.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json() as MessageAttachmentUpload;
    expect(file).toMatchObject({ fileName: 'return-label.pdf', contentType: 'application/pdf', sizeBytes: PDF.length });
    // The member cannot attach the staff user's upload to a message of theirs.
    const stolen = await t.app.inject({ method: 'POST', url: MESSAGES, cookies: { sid: member }, payload: { topicId: 'general', subject: 'Mine', body: 'Taking it.', attachmentIds: [file.attachmentId] } });
    expect(stolen.statusCode).toBe(404);

    const replied = await t.app.inject({ method: 'POST', url: `${INBOX}/message/${withFile.threadId}/replies`, cookies: { sid: msr }, payload: { body: 'Here is the return label.', attachmentIds: [file.attachmentId] } });
    expect(replied.statusCode, replied.body).toBe(201);
    const reply = replied.json() as StaffInboxReply;
    expect(reply.entry.attachments).toEqual([{ attachmentId: file.attachmentId, fileName: 'return-label.pdf', contentType: 'application/pdf', sizeBytes: PDF.length }]);
    const again = await t.app.inject({ method: 'POST', url: `${INBOX}/message/${withFile.threadId}/replies`, cookies: { sid: msr }, payload: { body: 'Again.', attachmentIds: [file.attachmentId] } });
    expect(again.statusCode).toBe(400);

    const seen = (await get(`${MESSAGES}/${reply.entry.id}/Emessage`, member)).json() as MessageDetail;
    expect(seen.attachments.map((attachment) => attachment.fileName)).toEqual(['return-label.pdf']);
    const download = await get(`${MESSAGES}/${reply.entry.id}/attachments/${file.attachmentId}`, member);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await get(fileUrl(withFile.threadId, file.attachmentId), viewer)).statusCode).toBe(200);
  });

  it('refuses files on a chat reply with the inbox copy', async () => {
    const uploaded = await staffUpload(msr, withFile.threadId, PNG, 'spare.png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const chat = await db().selectFrom('chat_conversations').select('id').executeTakeFirst();
    if (chat === undefined) return;
    const response = await t.app.inject({ method: 'POST', url: `${INBOX}/chat/${chat.id}/replies`, cookies: { sid: msr }, payload: { body: 'A file.', attachmentIds: [(uploaded.json() as MessageAttachmentUpload).attachmentId] } });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response.body)).toEqual([{ path: '/attachmentIds', message: staffManifest.inbox.errors.chatNoAttachments }]);
  });
});

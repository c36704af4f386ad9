import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChatConversation,
  ChatToken,
  MessageDetail,
  MessageReceipt,
  PartnershipSsoAnswer,
  StaffInboxDetail,
  StaffInboxItem,
  StaffInboxList,
  StaffInboxReply,
} from '../../engine/core/generated/api.gen';
import { appManifest } from '../../src/manifests';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const INBOX = '/api/service-desk/client-api/v1/inbox';
const MESSAGES = '/api/messages-service/client-api/v1/messages';
const CHAT = '/api/chatbot/api';
const CHANNEL = `channelPlatform=${appManifest.chat.channelPlatform}&channelID=${appManifest.chat.channelId}`;
const errorOf = (body: string): string => (JSON.parse(body) as { errors: { message: string }[] }).errors[0]?.message ?? '';

describe.each(databaseKinds())('staff inbox (%s)', (kind) => {
  let t: TestApp;
  let member: string;
  let business: string;
  let msr: string;
  let viewer: string;
  let memberId: string;
  let msrId: string;
  /** The member's question about one of their transactions, sent through the message center. */
  let question: MessageReceipt;

  const db = () => t.database.db;
  const idOf = async (username: string) => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const get = (url: string, sid: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, cookies: { sid }, headers });
  const send = (method: 'POST' | 'PATCH', url: string, sid: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, cookies: { sid }, payload, headers });
  const list = async (query = '', sid = msr): Promise<StaffInboxList> => {
    const response = await get(`${INBOX}${query}`, sid);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StaffInboxList;
  };
  const itemOf = async (threadId: string, sid = msr): Promise<StaffInboxItem | undefined> => {
    let page = 0;
    for (;;) {
      const answer = await list(`?page=${page}`, sid);
      const found = answer.items.find((item) => item.threadId === threadId);
      if (found || (page + 1) * answer.pageSize >= answer.total) return found;
      page += 1;
    }
  };
  /** Every table the inbox may write, fingerprinted. */
  const fingerprint = async (): Promise<string> => {
    const { rows } = await sql<{ print: string }>`select
      (select count(*) || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from staff_inbox_state x) ||
      (select count(*) || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from messages x) ||
      (select count(*) || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from chat_messages x) ||
      (select count(*) || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from chat_conversations x) as print`.execute(db());
    return rows[0]!.print;
  };
  const auditRows = async (after: number) =>
    db().selectFrom('staff_audit').select(['seq', 'staff_user_id', 'member_id', 'method', 'route', 'status_code']).where('seq', '>', after).orderBy('seq').execute();
  const lastSeq = async (): Promise<number> => Number((await db().selectFrom('staff_audit').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst())?.seq ?? 0);
  const chatTokenOf = async (sid: string): Promise<string> => {
    const sso = (await get('/api/partnership/chat', sid)).json() as PartnershipSsoAnswer;
    const response = await get(`${CHAT}/tokens?accessToken=${encodeURIComponent(sso.accessToken!)}&${CHANNEL}`, sid);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ChatToken).chatToken;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await signInAs(t.app, 'member');
    business = await signInAs(t.app, 'business');
    msr = await signInAs(t.app, 'msr');
    viewer = await signInAs(t.app, 'msr-viewer');
    memberId = await idOf('member');
    msrId = await idOf('msr');
    const transaction = await db()
      .selectFrom('transactions as tr')
      .innerJoin('arrangements as a', 'a.id', 'tr.arrangement_id')
      .innerJoin('service_agreements as sa', 'sa.id', 'a.agreement_id')
      .select(['tr.id'])
      .where('sa.primary_user_id', '=', memberId)
      .where('sa.is_master', '=', true)
      .orderBy('tr.booking_date', 'desc')
      .executeTakeFirstOrThrow();
    const sent = await send('POST', MESSAGES, member, {
      topicId: 'transactions',
      subject: 'A charge I do not know',
      body: 'What is this charge on my account?',
      reference: { kind: 'transaction', id: transaction.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    question = sent.json() as MessageReceipt;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers members and business 403 on every inbox call, writing nothing and no audit row', async () => {
    const before = await fingerprint();
    const seq = await lastSeq();
    for (const sid of [member, business]) {
      expect((await get(INBOX, sid)).statusCode).toBe(403);
      expect((await get(`${INBOX}/message/${question.threadId}`, sid)).statusCode).toBe(403);
      expect((await send('PATCH', `${INBOX}/message/${question.threadId}`, sid, { status: 'CLOSED' })).statusCode).toBe(403);
      expect((await send('POST', `${INBOX}/message/${question.threadId}/replies`, sid, { body: 'Hello' })).statusCode).toBe(403);
    }
    expect(await fingerprint()).toBe(before);
    expect(await auditRows(seq)).toEqual([]);
  });

  it("lists the member's new thread as NEW with the member, subject, reference and counts; the detail names the member in the audit", async () => {
    const seq = await lastSeq();
    const answer = await list('?status=NEW');
    const item = answer.items.find((entry) => entry.threadId === question.threadId);
    expect(item).toMatchObject({
      kind: 'message',
      status: 'NEW',
      assignee: null,
      subject: 'A charge I do not know',
      member: { id: memberId, memberNumber: expect.any(String), fullName: expect.any(String) },
      reference: { kind: 'transaction', label: expect.any(String) },
      entryCount: 1,
    });
    expect(answer.items.every((entry) => entry.status === 'NEW')).toBe(true);
    expect(answer.counts.NEW).toBeGreaterThanOrEqual(answer.items.length);
    expect(answer.me).toEqual({ id: msrId, fullName: 'Priya Shah' });
    // Newest activity first: the question just sent leads.
    expect(answer.items[0]!.threadId).toBe(question.threadId);
    // Seeded threads the member started are there too; the credit union's own notices are not.
    const all = await list();
    expect(all.items.map((entry) => entry.subject)).toContain('Question about a charge on my card');
    expect(all.items.map((entry) => entry.subject)).not.toContain('Your eStatement is ready');

    const detail = await get(`${INBOX}/message/${question.threadId}`, msr);
    expect(detail.statusCode, detail.body).toBe(200);
    const conversation = detail.json() as StaffInboxDetail;
    expect(conversation.entries).toEqual([expect.objectContaining({ author: 'member', body: 'What is this charge on my account?', reference: expect.objectContaining({ kind: 'transaction' }) })]);
    expect(conversation.conversation.reference).toMatchObject({ accountId: expect.any(String), bookingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), description: expect.any(String) });
    expect(conversation.replyOpen).toBe(true);
    const rows = await auditRows(seq);
    expect(rows.map((row) => `${row.method} ${row.route} ${row.status_code}`)).toEqual([`GET ${INBOX} 200`, `GET ${INBOX} 200`, `GET ${INBOX}/:kind/:threadId 200`]);
    expect(rows.every((row) => row.staff_user_id === msrId)).toBe(true);
    expect(rows[2]!.member_id).toBe(memberId);
  });

  it('refuses an assignee who is not service-desk staff (400) and an unknown thread (404), changing nothing', async () => {
    const before = await fingerprint();
    const notStaff = await send('PATCH', `${INBOX}/message/${question.threadId}`, msr, { assigneeId: memberId });
    expect(notStaff.statusCode).toBe(400);
    expect(errorOf(notStaff.body)).toBe(staffManifest.inbox.errors.assigneeNotStaff);
    expect((await send('PATCH', `${INBOX}/message/${question.threadId}`, msr, { assigneeId: randomUUID() })).statusCode).toBe(400);
    expect((await send('PATCH', `${INBOX}/message/${question.threadId}`, msr, {})).statusCode).toBe(400);
    const unknown = randomUUID();
    expect((await get(`${INBOX}/message/${unknown}`, msr)).statusCode).toBe(404);
    expect((await send('PATCH', `${INBOX}/chat/${unknown}`, msr, { status: 'OPEN' })).statusCode).toBe(404);
    expect((await send('POST', `${INBOX}/message/${unknown}/replies`, msr, { body: 'Hello' })).statusCode).toBe(404);
    // A credit-union notice is no conversation a member started.
    const notice = await db().selectFrom('messages').select('thread_id').where('owner_id', '=', memberId).where('direction', '=', 'inbound').executeTakeFirstOrThrow();
    expect((await send('POST', `${INBOX}/message/${notice.thread_id}/replies`, msr, { body: 'Hello' })).statusCode).toBe(404);
    // A message thread is no chat.
    expect((await get(`${INBOX}/chat/${question.threadId}`, msr)).statusCode).toBe(404);
    const blank = await send('POST', `${INBOX}/message/${question.threadId}/replies`, msr, { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank.body)).toBe(staffManifest.inbox.errors.replyEmpty);
    expect(await fingerprint()).toBe(before);
  });

  it('msr assigns and replies; the member reads the reply from the credit union in their thread; PENDING, then OPEN when the member writes again', async () => {
    const seq = await lastSeq();
    const assigned = await send('PATCH', `${INBOX}/message/${question.threadId}`, msr, { assigneeId: msrId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ status: 'OPEN', assignee: { id: msrId, fullName: 'Priya Shah' } });
    expect((await list('?assignee=me')).items.map((item) => item.threadId)).toContain(question.threadId);
    expect((await list('?assignee=unassigned')).items.map((item) => item.threadId)).not.toContain(question.threadId);

    t.clock.advanceSeconds(60);
    const replied = await send('POST', `${INBOX}/message/${question.threadId}/replies`, msr, { body: '  It is your streaming subscription.  ' });
    expect(replied.statusCode, replied.body).toBe(201);
    const answer = replied.json() as StaffInboxReply;
    expect(answer.entry).toMatchObject({ author: 'staff', authorName: 'Priya Shah', body: 'It is your streaming subscription.', subject: 'Re: A charge I do not know' });
    expect(answer.conversation).toMatchObject({ status: 'PENDING', assignee: { id: msrId }, entryCount: 2 });

    const detail = (await get(`${MESSAGES}/${question.messageId}/Emessage`, member)).json() as MessageDetail;
    expect(detail.thread).toEqual([expect.objectContaining({ messageId: answer.entry.id, direction: 'inbound', messageStatus: 'Unread', subject: 'Re: A charge I do not know', topicId: 'transactions' })]);
    const reply = (await get(`${MESSAGES}/${answer.entry.id}/Emessage`, member)).json() as MessageDetail;
    expect(reply.body).toBe('It is your streaming subscription.');
    expect(JSON.stringify(reply)).not.toContain('Priya');

    t.clock.advanceSeconds(60);
    const again = await send('POST', MESSAGES, member, { topicId: 'transactions', subject: 'Re: A charge I do not know', body: 'I never signed up for it.', replyTo: { messageId: answer.entry.id, messageType: 'Emessage' } });
    expect(again.statusCode, again.body).toBe(201);
    expect(await itemOf(question.threadId)).toMatchObject({ status: 'OPEN', entryCount: 3, assignee: { id: msrId } });

    const rows = await auditRows(seq);
    const aboutThread = rows.filter((row) => row.route.startsWith(`${INBOX}/:kind`));
    expect(aboutThread.map((row) => `${row.method} ${row.status_code}`)).toEqual(['PATCH 200', 'POST 201']);
    expect(aboutThread.every((row) => row.member_id === memberId)).toBe(true);
  });

  it('msr-viewer reads the inbox but is refused every change (403), nothing changing', async () => {
    expect((await list('', viewer)).items.length).toBeGreaterThan(0);
    expect((await get(`${INBOX}/message/${question.threadId}`, viewer)).statusCode).toBe(200);
    const before = await fingerprint();
    const seq = await lastSeq();
    expect((await send('PATCH', `${INBOX}/message/${question.threadId}`, viewer, { status: 'CLOSED' })).statusCode).toBe(403);
    expect((await send('POST', `${INBOX}/message/${question.threadId}/replies`, viewer, { body: 'Hello' })).statusCode).toBe(403);
    expect(await fingerprint()).toBe(before);
    const rows = await auditRows(seq);
    expect(rows.map((row) => `${row.method} ${row.status_code}`)).toEqual(['PATCH 403', 'POST 403']);
  });

  it("lists the member's chat; a staff reply reaches the member's chat; closing it ends the chat (no more replies)", async () => {
    const token = await chatTokenOf(member);
    const bearer = { authorization: `Bearer ${token}` };
    t.clock.advanceSeconds(60);
    const sent = await send('POST', `${CHAT}/conversation/messages`, member, { body: 'Is the branch open Saturday?' }, bearer);
    expect(sent.statusCode, sent.body).toBe(201);
    const conversationId = ((await get(`${CHAT}/conversation`, member, bearer)).json() as ChatConversation).conversationId!;
    expect(await itemOf(conversationId)).toMatchObject({ kind: 'chat', status: 'NEW', subject: staffManifest.inbox.chatSubject, member: { id: memberId } });

    t.clock.advanceSeconds(30);
    const replied = await send('POST', `${INBOX}/chat/${conversationId}/replies`, msr, { body: 'Yes, 9 to 1.' });
    expect(replied.statusCode, replied.body).toBe(201);
    expect((replied.json() as StaffInboxReply).conversation).toMatchObject({ status: 'PENDING', assignee: { id: msrId } });
    const chat = (await get(`${CHAT}/conversation`, member, bearer)).json() as ChatConversation;
    expect(chat.messages.map((line) => [line.author, line.body])).toEqual([
      ['member', 'Is the branch open Saturday?'],
      ['staff', 'Yes, 9 to 1.'],
    ]);

    const closed = await send('PATCH', `${INBOX}/chat/${conversationId}`, msr, { status: 'CLOSED' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await db().selectFrom('chat_conversations').select('status').where('id', '=', conversationId).executeTakeFirstOrThrow()).status).toBe('CLOSED');
    const detail = (await get(`${INBOX}/chat/${conversationId}`, msr)).json() as StaffInboxDetail;
    expect(detail.replyOpen).toBe(false);
    expect(detail.entries.map((entry) => entry.author)).toEqual(['member', 'staff']);
    const before = await fingerprint();
    const refused = await send('POST', `${INBOX}/chat/${conversationId}/replies`, msr, { body: 'One more thing' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused.body)).toBe(staffManifest.inbox.errors.chatClosed);
    expect(await fingerprint()).toBe(before);
  });
});

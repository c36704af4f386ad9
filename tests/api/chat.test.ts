import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsReceipt, ChatConversation, ChatMessage, ChatToken, PartnershipSsoAnswer } from '../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../engine/core/template';
import { chatManifest } from '../../src/manifests/chat-manifest';
import { appManifest, errorsManifest } from '../../src/manifests';
import { tokenHash } from '../../src/server/token-hash';
import { sendStaffReply } from '../../src/server/domain/chat/conversations';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

const TOKENS = '/api/chatbot/api/tokens';
const CONVERSATION = '/api/chatbot/api/conversation';
const MESSAGES = '/api/chatbot/api/conversation/messages';
const EVENTS = '/api/analytics/client-api/v1/events';
const CHANNEL = `channelPlatform=${appManifest.chat.channelPlatform}&channelID=${appManifest.chat.channelId}`;
const message = (code: ErrorCode): string => errorsManifest.errors[code]!.message;

describe.each(databaseKinds())('chat and analytics (%s)', (kind) => {
  let t: TestApp;
  let member: string;
  let business: string;
  let trusted: string;

  const get = (url: string, sid?: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers, ...(sid ? { cookies: { sid } } : {}) });
  const post = (url: string, payload: unknown, sid?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, ...(sid ? { cookies: { sid } } : {}) });
  const accessTokenOf = async (sid: string): Promise<string> => {
    const response = await get('/api/partnership/chat', sid);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as PartnershipSsoAnswer;
    expect(answer.validationError).toBe('');
    return answer.accessToken!;
  };
  const chatTokenOf = async (sid: string): Promise<string> => {
    const response = await get(`${TOKENS}?accessToken=${encodeURIComponent(await accessTokenOf(sid))}&${CHANNEL}`, sid);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ChatToken).chatToken;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const count = async (table: 'chat_messages' | 'chat_sessions' | 'analytics_events' | 'chat_conversations'): Promise<number> =>
    Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await signInAs(t.app, 'member');
    business = await signInAs(t.app, 'business');
    trusted = await signInAs(t.app, 'trusted');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('redeems the /chat sign-on once for the signed-in member: a chat token (hash stored), the chat URL and its lifetime', async () => {
    const accessToken = await accessTokenOf(member);
    const response = await get(`${TOKENS}?accessToken=${encodeURIComponent(accessToken)}&${CHANNEL}`, member);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ChatToken;
    expect(answer).toEqual({ chatToken: expect.stringMatching(/^[\w-]{40,}$/), chatUrl: chatManifest.chatUrl, expiresIn: chatManifest.tokenLifetimeSeconds });
    const rows = await t.database.db.selectFrom('chat_sessions').selectAll().where('token_hash', '=', tokenHash(answer.chatToken)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_at.getTime() - t.clock.now().getTime()).toBe(chatManifest.tokenLifetimeSeconds * 1000);
    expect(JSON.stringify(await t.database.db.selectFrom('chat_sessions').selectAll().execute())).not.toContain(answer.chatToken);

    const again = await get(`${TOKENS}?accessToken=${encodeURIComponent(accessToken)}&${CHANNEL}`, member);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ errors: [{ path: '/accessToken', message: message('CHAT_SIGN_ON_USED') }] });
  });

  it("refuses another member's access token (401) and leaves it redeemable for its owner", async () => {
    const businessToken = await accessTokenOf(business);
    const before = await count('chat_sessions');
    const stolen = await get(`${TOKENS}?accessToken=${encodeURIComponent(businessToken)}&${CHANNEL}`, member);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toEqual({ errors: [{ path: '/accessToken', message: message('CHAT_SIGN_ON_INVALID') }] });
    expect(await count('chat_sessions')).toBe(before);
    const own = await get(`${TOKENS}?accessToken=${encodeURIComponent(businessToken)}&${CHANNEL}`, business);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a forged or non-chat token (401), a wrong channel (400), and no session (401)', async () => {
    const forged = await get(`${TOKENS}?accessToken=abc.def&${CHANNEL}`, member);
    expect(forged.statusCode).toBe(401);
    const zelle = (await get('/api/partnership/zelle', member)).json() as PartnershipSsoAnswer;
    const zelleToken = new URL(zelle.ssoPostUrl, 'http://localhost').searchParams.get('token')!;
    expect((await get(`${TOKENS}?accessToken=${encodeURIComponent(zelleToken)}&${CHANNEL}`, member)).statusCode).toBe(401);

    const accessToken = await accessTokenOf(member);
    const wrongPlatform = await get(`${TOKENS}?accessToken=${encodeURIComponent(accessToken)}&channelPlatform=V6&channelID=${appManifest.chat.channelId}`, member);
    expect(wrongPlatform.statusCode).toBe(400);
    expect(wrongPlatform.json()).toEqual({ errors: [{ path: '/channelPlatform', message: message('CHAT_CHANNEL_UNKNOWN') }] });
    const wrongChannel = await get(`${TOKENS}?accessToken=${encodeURIComponent(accessToken)}&channelPlatform=${appManifest.chat.channelPlatform}&channelID=MOB`, member);
    expect(wrongChannel.statusCode).toBe(400);
    // Refused before redeeming: the access token still works.
    expect((await get(`${TOKENS}?accessToken=${encodeURIComponent(accessToken)}&${CHANNEL}`, member)).statusCode).toBe(200);
    expect((await get(`${TOKENS}?accessToken=x&${CHANNEL}`)).statusCode).toBe(401);
    expect((await get(`${TOKENS}?${CHANNEL}`, member)).statusCode).toBe(400);
  });

  it('persists what the member sends, answers the conversation oldest first, and picks up staff replies after a seq', async () => {
    const token = await chatTokenOf(member);
    const empty = await get(CONVERSATION, member, bearer(token));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ conversationId: null, status: 'NONE', messages: [] });

    const sent = await post(MESSAGES, { body: '  Is my card on its way?  ' }, member, bearer(token));
    expect(sent.statusCode, sent.body).toBe(201);
    const first = sent.json() as ChatMessage;
    expect(first).toEqual({ messageId: expect.any(String), seq: expect.any(Number), author: 'member', body: 'Is my card on its way?', sentAt: t.clock.now().toISOString() });

    const conversation = (await get(CONVERSATION, member, bearer(token))).json() as ChatConversation;
    expect(conversation.status).toBe('OPEN');
    expect(conversation.messages).toEqual([first]);

    t.clock.advanceSeconds(30);
    const reply = await sendStaffReply(t.database.db, { conversationId: conversation.conversationId!, staffUserId: (await t.database.db.selectFrom('members').select('id').where('username', '=', 'msr').executeTakeFirstOrThrow()).id, body: 'Yes, it shipped yesterday.', now: t.clock.now() });
    expect(reply?.author).toBe('staff');
    const second = await post(MESSAGES, { body: 'Thanks!' }, member, bearer(token));
    const newer = (await get(`${CONVERSATION}?after=${first.seq}`, member, bearer(token))).json() as ChatConversation;
    expect(newer.messages.map((line) => [line.author, line.body])).toEqual([
      ['staff', 'Yes, it shipped yesterday.'],
      ['member', 'Thanks!'],
    ]);
    expect(newer.messages[1]).toEqual(second.json());

    // A new chat sign-on (another tab, a reload) shows the same conversation.
    const later = (await get(CONVERSATION, member, bearer(await chatTokenOf(member)))).json() as ChatConversation;
    expect(later.conversationId).toBe(conversation.conversationId);
    expect(later.messages).toHaveLength(3);
  });

  it('needs both the chat token and the same member: a missing, foreign or expired token is 401 and writes nothing', async () => {
    const memberToken = await chatTokenOf(member);
    const before = await count('chat_messages');
    const ended = { errors: [{ path: '', message: message('CHAT_SESSION_ENDED') }] };
    expect((await get(CONVERSATION, member)).json()).toEqual(ended);
    const foreign = await post(MESSAGES, { body: 'Hello from business' }, business, bearer(memberToken));
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual(ended);
    expect((await get(CONVERSATION, business, bearer(memberToken))).statusCode).toBe(401);
    expect((await get(CONVERSATION, undefined, bearer(memberToken))).statusCode).toBe(401);
    await t.database.db.updateTable('chat_sessions').set({ expires_at: t.clock.now() }).where('token_hash', '=', tokenHash(memberToken)).execute();
    expect((await post(MESSAGES, { body: 'Too late' }, member, bearer(memberToken))).statusCode).toBe(401);
    expect(await count('chat_messages')).toBe(before);
  });

  it('refuses an empty or over-long message with the configured limit and writes nothing', async () => {
    const token = await chatTokenOf(member);
    const before = await count('chat_messages');
    const invalid = { errors: [{ path: '/body', message: resolveTemplate(message('CHAT_MESSAGE_INVALID'), { max: chatManifest.messageMaxLength }) }] };
    const blank = await post(MESSAGES, { body: '   ' }, member, bearer(token));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(invalid);
    expect((await post(MESSAGES, { body: 'x'.repeat(chatManifest.messageMaxLength + 1) }, member, bearer(token))).json()).toEqual(invalid);
    expect((await post(MESSAGES, { body: '' }, member, bearer(token))).statusCode).toBe(400);
    expect((await post(MESSAGES, { text: 'hi' }, member, bearer(token))).statusCode).toBe(400);
    expect(await count('chat_messages')).toBe(before);
  });

  it("keeps each member's conversation their own: a trusted user chats as themself, once the member lets them message", async () => {
    // Chat is a way of messaging the credit union: a trusted user without the messages grant is refused it.
    expect((await get('/api/partnership/chat', trusted)).statusCode).toBe(403);
    const listed = (await get('/api/access-control/client-api/v3/trusted-users', member)).json() as { trustedUsers: { id: string; status: string; name: string; accessLevel: string }[] };
    const trustedUser = listed.trustedUsers.find((user) => user.status === 'ACTIVE' && user.accessLevel === 'VIEW_ONLY');
    const granted = await t.app.inject({
      method: 'PUT',
      url: `/api/access-control/client-api/v3/trusted-users/${trustedUser?.id}`,
      cookies: { sid: member },
      payload: { accessLevel: 'VIEW_ONLY', features: { BILL_PAY: 'VIEW_ONLY', PROFILE: 'NO_ACCESS', MESSAGES: 'VIEW_ONLY', ACCOUNT_NOTIFICATIONS: 'NO_ACCESS' } },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const token = await chatTokenOf(trusted);
    expect(((await get(CONVERSATION, trusted, bearer(token))).json() as ChatConversation).status).toBe('NONE');
    expect((await post(MESSAGES, { body: 'Hi, I help Alex with the accounts.' }, trusted, bearer(token))).statusCode).toBe(201);
    const memberView = (await get(CONVERSATION, member, bearer(await chatTokenOf(member)))).json() as ChatConversation;
    expect(memberView.messages.map((line) => line.body)).not.toContain('Hi, I help Alex with the accounts.');
  });

  it('serves the chat page and its files only to a signed-in caller, frameable by this app alone, with no inline script', async () => {
    const page = await get(chatManifest.chatUrl, member);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain(`<h1>${chatManifest.page.title}</h1>`);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/\sstyle=|\son[a-z]+=/);
    for (const asset of ['/chat/assets/chat-frame.js', '/chat/assets/chat-frame.css']) {
      expect((await get(asset, member)).statusCode).toBe(200);
      expect((await get(asset)).statusCode).toBe(401);
    }
    expect((await get(chatManifest.chatUrl)).statusCode).toBe(401);
    // Every other answer stays unframeable.
    expect((await get(TOKENS, member)).headers['x-frame-options']).toBe('DENY');
  });

  it('stores analytics events for the signed-in member or anonymously, and refuses a bad batch whole', async () => {
    const memberId = (await t.database.db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
    const signedIn = await post(EVENTS, { events: [{ type: 'tag', name: 'chat-load-failed', data: { step: 'tokens', status: 500 }, page: '/accounts', occurredAt: '2026-03-18T14:59:59.000Z' }, { type: 'custom', name: 'offer.viewed' }] }, member);
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(signedIn.json() as AnalyticsReceipt).toEqual({ stored: 2 });
    const anonymous = await post(EVENTS, { events: [{ type: 'tag', name: 'sign-in-viewed' }] });
    expect(anonymous.statusCode).toBe(201);
    const rows = await t.database.db.selectFrom('analytics_events').selectAll().orderBy('name').execute();
    expect(rows.map((row) => [row.name, row.kind, row.user_id, row.page])).toEqual([
      ['chat-load-failed', 'TAG', memberId, '/accounts'],
      ['offer.viewed', 'CUSTOM', memberId, null],
      ['sign-in-viewed', 'TAG', null, null],
    ]);
    expect(rows[0]!.data).toEqual({ step: 'tokens', status: 500 });
    expect(rows[0]!.received_at).toEqual(t.clock.now());

    const before = await count('analytics_events');
    for (const bad of [
      { events: [] },
      { events: [{ type: 'tag', name: 'ok' }, { type: 'page', name: 'bad kind' }] },
      { events: [{ type: 'tag', name: '<script>' }] },
      { events: Array.from({ length: 21 }, () => ({ type: 'tag', name: 'flood' })) },
      { events: [{ type: 'tag', name: 'deep', data: { nested: { a: 1 } } }] },
    ]) {
      const response = await post(EVENTS, bad, member);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect((response.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
    expect(await count('analytics_events')).toBe(before);
  });
});

import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/*
 * Control characters in any text input answer 400 in the API's error shape, naming where, and change nothing: NUL,
 * the other C0 controls, DEL, the C1 controls and lone surrogates anywhere; tab, line feed and carriage return
 * everywhere but the multi-line fields (x-multiline in schemas/api, e.g. a message's body). Never a 500.
 */

const LOGIN = '/api/session/login';
const MEMBER_SEARCH = '/api/service-desk/client-api/v1/members/search';
const MESSAGES = '/api/messages-service/client-api/v1/messages';
const PAYEES = '/api/payment-order-service/client-api/v2/payees';
const CERTIFICATES = '/api/certificates';
const PARTNER_DEAL = '/api/partnership/memberDeals';
const MESSAGE = { topicId: 'general', subject: 'Branch hours', body: 'Are you open on Saturdays?' };
const PAYEE = { name: 'Northside Gas Co', accountNumber: 'NG-0042-7781', addressLine1: '9 Pipeline Ave', city: 'Springfield', state: 'IL', zipCode: '62704' };
const MESSAGE_TEXT = errorsManifest.errors.TEXT_CONTROL_CHARACTERS!.message;

type Counted = 'attempt_slots' | 'sessions' | 'messages' | 'payees' | 'staff_audit';

describe.each(databaseKinds())('control characters in text input (%s)', (kind) => {
  let t: TestApp;
  let member: string;
  const db = () => t.database.db;
  const count = async (table: Counted) => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const counts = async () => Object.fromEntries(await Promise.all((['attempt_slots', 'sessions', 'messages', 'payees'] as const).map(async (table) => [table, await count(table)])));
  /** A JSON body sent as written (so a lone surrogate or a NUL escape reaches the server exactly). */
  const json = (method: InjectOptions['method'], url: string, body: string, sid?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload: body, headers: { 'content-type': 'application/json', ...headers }, ...(sid === undefined ? {} : { cookies: { sid } }) });
  const expectRefused = (response: LightMyRequestResponse, path: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ errors: [{ path, message: MESSAGE_TEXT }] });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL in the sign-in username with 400 (it used to be a 500), and records no attempt', async () => {
    const before = await counts();
    expectRefused(await json('POST', LOGIN, JSON.stringify({ username: 'member\u0000', password: 'Demo-pass-2026' })), '/username');
    expectRefused(await json('POST', LOGIN, '{"username":"mem\\u0000ber","password":"x"}'), '/username');
    expectRefused(await json('POST', LOGIN, JSON.stringify({ username: 'member', password: 'pass\u0000word' })), '/password');
    expect(await counts()).toEqual(before);
  });

  it('refuses a NUL in the staff member search with 400 (it used to be a 500), and audits the refused search', async () => {
    const msr = await signInAs(t.app, 'msr');
    const audited = await count('staff_audit');
    expectRefused(await json('POST', MEMBER_SEARCH, JSON.stringify({ query: 'Smith\u0000' }), msr), '/query');
    expectRefused(await json('POST', MEMBER_SEARCH, JSON.stringify({ query: '\u0000' }), msr), '/query');
    expect(await count('staff_audit')).toBe(audited + 2);
    const row = await db().selectFrom('staff_audit').select(['route', 'status_code']).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({ route: MEMBER_SEARCH, status_code: 400 });
    const found = await json('POST', MEMBER_SEARCH, JSON.stringify({ query: 'Smith' }), msr);
    expect(found.statusCode, found.body).toBe(200);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a C0 control (escape)', '\u001b[2J'],
    ['DEL', '\u007f'],
    ['a C1 control (next line)', '\u0085'],
    ['a lone surrogate', '\ud800'],
    ['a tab', '\t'],
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
  ])('refuses %s in a single-line body field, and sends nothing', async (_name, character) => {
    const before = await counts();
    expectRefused(await json('POST', MESSAGES, JSON.stringify({ ...MESSAGE, subject: `Branch${character}hours` }), member), '/subject');
    expect(await counts()).toEqual(before);
  });

  it('keeps tabs and line breaks in a multi-line field (a message body) and refuses every other control character there', async () => {
    const before = await count('messages');
    const sent = await json('POST', MESSAGES, JSON.stringify({ ...MESSAGE, body: 'Hello,\r\n\tAre you open on Saturdays?\nThanks' }), member);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await count('messages')).toBe(before + 1);
    for (const character of ['\u0000', '\u0007', '\u007f', '\u009b', '\udc00']) {
      expectRefused(await json('POST', MESSAGES, JSON.stringify({ ...MESSAGE, body: `Hello${character}` }), member), '/body');
    }
    expect(await count('messages')).toBe(before + 1);
  });

  it('holds a body no schema describes to one line: a payee address with a line break or a NUL, or a key with one', async () => {
    const before = await counts();
    const add = (payee: Record<string, unknown>) => json('POST', PAYEES, JSON.stringify(payee), member, { 'idempotency-key': randomUUID() });
    expectRefused(await add({ ...PAYEE, addressLine1: '9 Pipeline Ave\nApt 2' }), '/addressLine1');
    expectRefused(await add({ ...PAYEE, city: 'Spring\u0000field' }), '/city');
    expectRefused(await add({ ...PAYEE, 'nick\u0000name': 'Gas' }), '/nick\\u0000name');
    expect(await counts()).toEqual(before);
    const added = await add(PAYEE);
    expect(added.statusCode, added.body).toBeLessThan(300);
  });

  it('refuses a control character in the query string or a path parameter', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: `${CERTIFICATES}?note=a%00b`, cookies: { sid: member } }), '/note');
    expectRefused(await t.app.inject({ method: 'GET', url: `${CERTIFICATES}?note=a%0Ab`, cookies: { sid: member } }), '/note');
    expectRefused(await t.app.inject({ method: 'GET', url: `${CERTIFICATES}?a%01=b`, cookies: { sid: member } }), '/a\\u0001');
    expectRefused(await t.app.inject({ method: 'GET', url: `${PARTNER_DEAL}/deal%00one`, cookies: { sid: member } }), '/id');
    const staffSearch = await t.app.inject({ method: 'GET', url: `/api/transaction-manager/client-api/v2/transactions?query=rent%09`, cookies: { sid: member } });
    expect(staffSearch.statusCode, staffSearch.body).toBe(400);
    expect(staffSearch.json().errors).toContainEqual({ path: '/query', message: MESSAGE_TEXT });
  });

  it('refuses a control character in a header the server reads, raw or URI-encoded', async () => {
    const before = await counts();
    const send = (headers: Record<string, string>) => json('POST', MESSAGES, JSON.stringify(MESSAGE), member, headers);
    expectRefused(await send({ 'idempotency-key': `key\u0001${randomUUID()}` }), 'idempotency-key');
    expectRefused(await send({ 'x-action-reason': 'member%20asked%00' }), 'x-action-reason');
    expectRefused(await send({ 'x-action-reason': 'two%0Alines' }), 'x-action-reason');
    expect(await counts()).toEqual(before);
  });
});

import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalAccount, ExternalAccountList, ExternalAccountReceipt, StepUpError } from '../../engine/core/generated/api.gen';
import { appManifest, errorsManifest } from '../../src/manifests';
import { isValidRoutingNumber } from '../../src/server/domain/external-accounts/routing-number';
import { DEMO_PENDING_MICRO_DEPOSITS_CENTS } from '../../src/server/seed/external-accounts';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { passBySms } from './step-up.support';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

const API = '/api/payment-order-service/client-api/v2/external-accounts';
const message = (code: ErrorCode) => errorsManifest.errors[code]!.message;

describe('ABA routing-number checksum', () => {
  it('accepts real routing numbers and refuses any single mistyped digit', () => {
    for (const valid of ['011000015', '021000021', '026009593', '121000248', appManifest.routingNumber]) expect(isValidRoutingNumber(valid), valid).toBe(true);
    const base = '021000021';
    for (let index = 0; index < 9; index++) {
      for (let digit = 0; digit <= 9; digit++) {
        const typo = `${base.slice(0, index)}${digit}${base.slice(index + 1)}`;
        if (typo !== base) expect(isValidRoutingNumber(typo), typo).toBe(false);
      }
    }
    for (const malformed of ['', '02100002', '0210000210', '02100002a']) expect(isValidRoutingNumber(malformed)).toBe(false);
  });
});

describe.each(databaseKinds())('external accounts (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  const logLines: string[] = [];

  const list = async (session = sid) => {
    const response = await t.app.inject({ method: 'GET', url: API, cookies: { sid: session } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ExternalAccountList).items;
  };
  /** key null: no Idempotency-Key header. */
  const post = (url: string, payload: object | undefined, key: string | null = randomUUID(), session = sid) =>
    t.app.inject({ method: 'POST', url, cookies: { sid: session }, ...(payload ? { payload } : {}), headers: key === null ? {} : { 'idempotency-key': key } });
  const remove = (id: string, key: string | null = randomUUID(), session = sid) =>
    t.app.inject({ method: 'DELETE', url: `${API}/${id}`, cookies: { sid: session }, headers: key === null ? {} : { 'idempotency-key': key } });
  const rowCount = async () => Number((await t.database.db.selectFrom('external_accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const outboxTexts = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', cookies: { sid } })).json() as { messages: { text: string }[] }).messages.map((entry) => entry.text);

  /** Adds an account as the member: the step-up challenge is passed by SMS, then the same call is retried with the same key. */
  const addWithStepUp = async (body: Record<string, unknown>) => {
    const key = randomUUID();
    const challenged = await post(API, body, key);
    expect(challenged.statusCode, challenged.body).toBe(307);
    expect((challenged.json() as StepUpError).status).toBe('CHALLENGE');
    sid = await passBySms(t.app, sid);
    const added = await post(API, body, key);
    return { key, added };
  };

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp(kind, { config: { demoMode: true }, logger: { level: 'trace', stream } });
    sid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the member's seeded accounts with masked numbers: one verified, one waiting for micro-deposits", async () => {
    const items = await list();
    expect(items.map((item) => [item.nickname, item.status, item.routingNumber])).toEqual([
      ['Other Bank Checking', 'VERIFIED', '011000015'],
      ['Family Savings', 'PENDING_VERIFICATION', '021000021'],
    ]);
    expect(items[0]).toMatchObject({ institutionName: appManifest.externalAccounts.otherInstitutionName, maskedAccountNumber: '••••7823', accountType: 'CHECKING' });
    expect(items[1]).toMatchObject({ institutionName: 'JPMorgan Chase Bank', maskedAccountNumber: '••••2198', accountType: 'SAVINGS' });
    const text = JSON.stringify(items);
    expect(text).not.toContain('004417823');
    expect(text).not.toContain('micro');
  });

  it('refuses a routing number that fails the ABA checksum with a clear 400, before any challenge, writing nothing', async () => {
    const before = await rowCount();
    const response = await post(API, { routingNumber: '021000022', accountNumber: '55501234', accountType: 'CHECKING', ownerName: 'Alex Morgan', verificationMethod: 'INSTANT' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ path: '/routingNumber', message: message('ROUTING_NUMBER_INVALID') }] });
    expect(await rowCount()).toBe(before);
  });

  it('answers form errors 400 (bad account number, unknown verification method)', async () => {
    const response = await post(API, { routingNumber: '021000021', accountNumber: '12', accountType: 'CHECKING', ownerName: 'Alex Morgan', verificationMethod: 'CARRIER_PIGEON' });
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { errors: { path: string }[] }).errors.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/accountNumber', '/verificationMethod']));
  });

  it('adds an account after step-up, sends two micro-deposits to the outbox, and verifies it with them', async () => {
    const body = { nickname: 'Rainy Day', routingNumber: '121000248', accountNumber: '99887766', accountType: 'SAVINGS', ownerName: 'Alex Morgan', verificationMethod: 'MICRO_DEPOSITS' };
    const { key, added } = await addWithStepUp(body);
    expect(added.statusCode, added.body).toBe(201);
    const receipt = added.json() as ExternalAccountReceipt;
    expect(receipt).toMatchObject({ status: 'ACCEPTED', externalAccount: { nickname: 'Rainy Day', institutionName: 'Wells Fargo Bank', maskedAccountNumber: '••••7766', status: 'PENDING_VERIFICATION', verificationMethod: 'MICRO_DEPOSITS' } });

    // The replay after the (new) challenge is the first answer, and nothing is added twice.
    const again = await post(API, body, key);
    expect(again.statusCode).toBe(307);
    sid = await passBySms(t.app, sid);
    const replay = await post(API, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(added.body);
    expect((await list()).filter((item) => item.nickname === 'Rainy Day')).toHaveLength(1);

    const notice = (await outboxTexts()).find((text) => text.includes('••••7766'));
    const amounts = [...(notice ?? '').matchAll(/\$0\.(\d\d)/g)].map((match) => Number(match[1]));
    expect(amounts, notice).toHaveLength(2);
    const row = await t.database.db.selectFrom('external_accounts').selectAll().where('id', '=', receipt.externalAccount.id).executeTakeFirstOrThrow();
    expect(amounts).toEqual([row.micro_deposit_1_cents, row.micro_deposit_2_cents]);

    const wrong = amounts[0] === 1 ? [2, amounts[1]!] : [1, amounts[1]!];
    const refused = await post(`${API}/${receipt.externalAccount.id}/verify`, { amountsCents: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ path: '/amountsCents', message: message('MICRO_DEPOSITS_INCORRECT') }] });

    const verified = await post(`${API}/${receipt.externalAccount.id}/verify`, { amountsCents: [amounts[1], amounts[0]] });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as ExternalAccountReceipt).externalAccount.status).toBe('VERIFIED');
    const again2 = await post(`${API}/${receipt.externalAccount.id}/verify`, { amountsCents: amounts });
    expect(again2.statusCode).toBe(409);
    expect(again2.json()).toEqual({ errors: [{ path: '', message: message('EXTERNAL_ACCOUNT_NOT_PENDING') }] });
  });

  it('never writes an account number to the log', async () => {
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    for (const number of ['99887766', '004417823', '7730052198']) expect(log).not.toContain(number);
  });

  it('verifies instantly when asked, and refuses to link the same account twice (409)', async () => {
    const body = { routingNumber: '026009593', accountNumber: '31415926', accountType: 'CHECKING', ownerName: 'Alex Morgan', verificationMethod: 'INSTANT' };
    const { added } = await addWithStepUp(body);
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json() as ExternalAccountReceipt).externalAccount).toMatchObject({ status: 'VERIFIED', institutionName: 'Bank of America' });
    expect('nickname' in (added.json() as ExternalAccountReceipt).externalAccount).toBe(false);
    const { added: twice } = await addWithStepUp({ ...body, nickname: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: [{ path: '/accountNumber', message: message('EXTERNAL_ACCOUNT_EXISTS') }] });
  });

  it('locks an account after three wrong answers, and keeps it locked for the right one', async () => {
    const pending = (await list()).find((item) => item.nickname === 'Family Savings')!;
    const [right1, right2] = DEMO_PENDING_MICRO_DEPOSITS_CENTS;
    const attempts = [];
    for (let attempt = 0; attempt < appManifest.externalAccounts.verificationAttempts; attempt++) {
      attempts.push(await post(`${API}/${pending.id}/verify`, { amountsCents: [right1 + 1, right2] }));
    }
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual(attempts.map(() => 400));
    expect(attempts.at(-2)!.json()).toEqual({ errors: [{ path: '/amountsCents', message: message('MICRO_DEPOSITS_INCORRECT') }] });
    expect(attempts.at(-1)!.json()).toEqual({ errors: [{ path: '/amountsCents', message: message('EXTERNAL_ACCOUNT_LOCKED') }] });
    expect((await list()).find((item) => item.id === pending.id)?.status).toBe('LOCKED');
    const right = await post(`${API}/${pending.id}/verify`, { amountsCents: [right1, right2] });
    expect(right.statusCode).toBe(409);
    expect(right.json()).toEqual({ errors: [{ path: '', message: message('EXTERNAL_ACCOUNT_LOCKED') }] });
  });

  it('needs an Idempotency-Key on verify and delete', async () => {
    const [first] = await list();
    expect((await post(`${API}/${first!.id}/verify`, { amountsCents: [1, 2] }, null)).statusCode).toBe(400);
    const response = await remove(first!.id, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ path: '', message: message('IDEMPOTENCY_KEY_REQUIRED') }] });
    expect((await list()).map((item) => item.id)).toContain(first!.id);
  });

  it('refuses to remove an account a scheduled payment order uses (409), and removes it once that order is gone', async () => {
    const account = (await list()).find((item) => item.nickname === 'Other Bank Checking') as ExternalAccount;
    const member = await t.database.db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    const agreement = await t.database.db.selectFrom('external_accounts').select('agreement_id').where('id', '=', account.id).executeTakeFirstOrThrow();
    const checking = await t.database.db.selectFrom('arrangements').select('id').where('agreement_id', '=', agreement.agreement_id).where('product_kind', '=', 'checking').executeTakeFirstOrThrow();
    const orderId = randomUUID();
    await t.database.db
      .insertInto('payment_orders')
      .values({
        id: orderId,
        agreement_id: agreement.agreement_id,
        created_by: member.id,
        kind: 'ACH_OUT',
        state: 'SCHEDULED',
        from_arrangement_id: checking.id,
        from_external_account_id: null,
        to_arrangement_id: null,
        to_external_account_id: account.id,
        to_payee_id: null,
        amount_cents: 2_500,
        timing: 'FUTURE',
        frequency: 'ONCE',
        requested_date: '2099-01-05',
        next_execution_date: '2099-01-05',
        next_nominal_date: '2099-01-05',
        end_date: null,
        memo: null,
        acknowledgements: '[]',
        notes: '[]',
        confirmation_number: `PO-T${Date.now()}`,
        failure_reason: null,
        last_journal_id: null,
        posted_at: null,
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      } as never)
      .execute();
    const refused = await remove(account.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [{ path: '', message: message('EXTERNAL_ACCOUNT_HAS_SCHEDULED_PAYMENTS') }] });
    expect((await list()).map((item) => item.id)).toContain(account.id);

    await t.database.db.updateTable('payment_orders').set({ state: 'CANCELLED' }).where('id', '=', orderId).execute();
    const key = randomUUID();
    const removed = await remove(account.id, key);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ status: 'ACCEPTED' });
    expect((await remove(account.id, key)).body).toBe(removed.body);
    expect((await list()).map((item) => item.id)).not.toContain(account.id);
    expect((await remove(account.id)).statusCode).toBe(404);
    // Soft delete: the row stays for the orders and journals that point at it.
    expect(await t.database.db.selectFrom('external_accounts').select('deleted_at').where('id', '=', account.id).executeTakeFirstOrThrow()).toMatchObject({ deleted_at: expect.any(Date) });
  });

  it('lets a view-only trusted member list the accounts but not add, verify or remove one (403, nothing written)', async () => {
    for (const username of ['trusted', 'trusted-mover']) {
      const session = await signInAs(t.app, username);
      if (username === 'trusted') expect((await list(session)).length).toBeGreaterThan(0);
      const before = await rowCount();
      const added = await post(API, { routingNumber: '021000021', accountNumber: '11112222', accountType: 'CHECKING', ownerName: 'Pat Lee', verificationMethod: 'INSTANT' }, randomUUID(), session);
      expect(added.statusCode, username).toBe(403);
      const [first] = await list();
      expect((await post(`${API}/${first!.id}/verify`, { amountsCents: [1, 2] }, randomUUID(), session)).statusCode).toBe(403);
      expect((await remove(first!.id, randomUUID(), session)).statusCode).toBe(403);
      expect(await rowCount()).toBe(before);
    }
  });
});

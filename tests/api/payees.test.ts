import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payee, PayeeList, PayeeReceipt } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

const API = '/api/payment-order-service/client-api/v2/payees';
const message = (code: ErrorCode) => errorsManifest.errors[code]!.message;

const GAS = { name: 'Northside Gas Co', nickname: 'Gas', accountNumber: 'NG-0042-7781', addressLine1: '9 Pipeline Ave', city: 'Springfield', state: 'IL', zipCode: '62704', phone: '2175550199' };

describe.each(databaseKinds())('payees (%s)', (kind) => {
  let t: TestApp;
  let sid: string;

  const list = async (session = sid) => {
    const response = await t.app.inject({ method: 'GET', url: API, cookies: { sid: session } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as PayeeList).items;
  };
  /** key null: no Idempotency-Key header. */
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key: string | null = randomUUID(), session = sid) =>
    t.app.inject({ method, url, cookies: { sid: session }, ...(payload ? { payload } : {}), headers: key === null ? {} : { 'idempotency-key': key } });
  const rowCount = async () => Number((await t.database.db.selectFrom('payees').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the member's seeded payees by name, account numbers masked", async () => {
    const items = await list();
    expect(items.map((item) => item.name)).toEqual(['City Power & Light', 'Metro Water Utility']);
    expect(items[0]).toMatchObject({ nickname: 'Electric', maskedAccountNumber: '••••3456', addressLine1: '200 Energy Way', city: 'Springfield', state: 'IL', zipCode: '62701', phone: '2175550100' });
    expect(items[1]).toMatchObject({ maskedAccountNumber: '••••8812' });
    expect('nickname' in items[1]!).toBe(false);
    expect(JSON.stringify(items)).not.toContain('8800123456');
  });

  it('adds a payee once per key, answering the first answer again on replay', async () => {
    const before = await rowCount();
    const key = randomUUID();
    const added = await send('POST', API, GAS, key);
    expect(added.statusCode, added.body).toBe(201);
    const receipt = added.json() as PayeeReceipt;
    expect(receipt).toMatchObject({ status: 'ACCEPTED', payee: { name: GAS.name, nickname: 'Gas', maskedAccountNumber: '••••7781', zipCode: '62704' } });
    const replay = await send('POST', API, GAS, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(added.body);
    expect(await rowCount()).toBe(before + 1);
    expect((await send('POST', API, { ...GAS, city: 'Shelbyville' }, key)).statusCode).toBe(422);
    expect((await list()).map((item) => item.name)).toEqual(['City Power & Light', 'Metro Water Utility', 'Northside Gas Co']);
  });

  it('validates against config/forms/payee.json: 400 with the field paths, nothing written', async () => {
    const before = await rowCount();
    const response = await send('POST', API, { ...GAS, state: 'Illinois', zipCode: '627', extra: true });
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { errors: { path: string; message: string }[] }).errors.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/state', '/zipCode']));
    expect(await rowCount()).toBe(before);
    expect((await send('POST', API, GAS, null)).json()).toEqual({ errors: [{ path: '', message: message('IDEMPOTENCY_KEY_REQUIRED') }] });
    expect(await rowCount()).toBe(before);
  });

  it("edits a payee's details and removes a payee", async () => {
    const gas = (await list()).find((item) => item.name === GAS.name) as Payee;
    const edited = await send('PUT', `${API}/${gas.id}`, { ...GAS, nickname: undefined, addressLine1: '10 Pipeline Ave', phone: undefined });
    expect(edited.statusCode, edited.body).toBe(200);
    const payee = (edited.json() as PayeeReceipt).payee;
    expect(payee).toMatchObject({ id: gas.id, addressLine1: '10 Pipeline Ave' });
    expect('nickname' in payee || 'phone' in payee).toBe(false);

    const removed = await send('DELETE', `${API}/${gas.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ status: 'ACCEPTED' });
    expect((await list()).map((item) => item.id)).not.toContain(gas.id);
    expect((await send('PUT', `${API}/${gas.id}`, GAS)).statusCode).toBe(404);
    expect((await send('DELETE', `${API}/${gas.id}`)).statusCode).toBe(404);
  });

  it('refuses to remove a payee a scheduled bill payment goes to (409)', async () => {
    const power = (await list()).find((item) => item.name === 'City Power & Light') as Payee;
    const row = await t.database.db.selectFrom('payees').select('agreement_id').where('id', '=', power.id).executeTakeFirstOrThrow();
    const member = await t.database.db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    const checking = await t.database.db.selectFrom('arrangements').select('id').where('agreement_id', '=', row.agreement_id).where('product_kind', '=', 'checking').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('payment_orders')
      .values({
        id: randomUUID(),
        agreement_id: row.agreement_id,
        created_by: member.id,
        kind: 'BILL_PAY',
        state: 'SCHEDULED',
        from_arrangement_id: checking.id,
        from_external_account_id: null,
        to_arrangement_id: null,
        to_external_account_id: null,
        to_payee_id: power.id,
        amount_cents: 8_000,
        timing: 'FUTURE',
        frequency: 'MONTHLY',
        requested_date: '2099-01-05',
        next_execution_date: '2099-01-05',
        next_nominal_date: '2099-01-05',
        end_date: null,
        memo: null,
        acknowledgements: '[]',
        notes: '[]',
        confirmation_number: `PO-P${Date.now()}`,
        failure_reason: null,
        last_journal_id: null,
        posted_at: null,
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      } as never)
      .execute();
    const refused = await send('DELETE', `${API}/${power.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [{ path: '', message: message('PAYEE_HAS_SCHEDULED_PAYMENTS') }] });
    expect((await list()).map((item) => item.id)).toContain(power.id);
  });

  it('lets a view-only trusted member see the payees but not change them (403, nothing written)', async () => {
    const session = await signInAs(t.app, 'trusted');
    const items = await list(session);
    expect(items.map((item) => item.name)).toContain('City Power & Light');
    const before = await rowCount();
    expect((await send('POST', API, GAS, randomUUID(), session)).statusCode).toBe(403);
    expect((await send('PUT', `${API}/${items[0]!.id}`, GAS, randomUUID(), session)).statusCode).toBe(403);
    expect((await send('DELETE', `${API}/${items[0]!.id}`, undefined, randomUUID(), session)).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
    expect((await list()).find((item) => item.id === items[0]!.id)?.name).toBe(items[0]!.name);
  });

  it("keeps another member's payees out of reach (404)", async () => {
    const session = await signInAs(t.app, 'business');
    const [power] = await list();
    const listed = await t.app.inject({ method: 'GET', url: API, cookies: { sid: session } });
    if (listed.statusCode === 200) expect((listed.json() as PayeeList).items.map((item) => item.id)).not.toContain(power!.id);
    const response = await send('PUT', `${API}/${power!.id}`, GAS, randomUUID(), session);
    expect([403, 404]).toContain(response.statusCode);
  });
});

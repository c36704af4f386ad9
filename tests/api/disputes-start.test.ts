import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeAccountList, DisputeDisputableList, DisputeSummary, DisputeTransaction } from '../../engine/core/generated/api.gen';
import { addCalendarDays } from '../../engine/core/calendar';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/claims-manager-service/client-api/v1/disputes';
const errorOf = (response: LightMyRequestResponse): { path: string; message: string } => (response.json() as { errors: { path: string; message: string }[] }).errors[0]!;

/**
 * Start a dispute from the Claims Center: the accounts whose charges are taken online, an account's disputable
 * transactions (the filing rule itself, so every one listed files), and the duplicate-charge dispute naming the other
 * charge of the same account, checked by the server and stored.
 */
describe.each(databaseKinds())('starting a dispute (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  let today: string;

  const db = () => t.database.db;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const post = (payload: object, session = sid) => t.app.inject({ method: 'POST', url: API, cookies: { sid: session }, payload });
  const accountOf = async (username: string, productKind: string): Promise<string> => {
    const { rows } = await sql<{ id: string }>`
      select a.id from arrangements a join service_agreements s on s.id = a.agreement_id join members m on m.id = s.primary_user_id
       where m.username = ${username} and a.product_kind = ${productKind} order by a.display_order, a.id limit 1`.execute(db());
    return rows[0]!.id;
  };
  const disputable = async (arrangementId: string, session = sid): Promise<DisputeDisputableList> => {
    const response = await get(`${API}/disputable-transactions?arrangementId=${arrangementId}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DisputeDisputableList;
  };
  const disputeCount = async (): Promise<number> => Number((await db().selectFrom('disputes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  /** A posted card purchase on an account, booked `daysAgo` before today (a purchase posted twice is two of these). */
  const purchase = async (arrangementId: string, description: string, cents: number, daysAgo: number): Promise<string> => {
    const id = randomUUID();
    const journalId = randomUUID();
    await db().insertInto('journals').values({ id: journalId, kind: 'CARD_PURCHASE', description, posted_at: t.clock.now() }).execute();
    await db()
      .insertInto('ledger_entries')
      .values([
        { journal_id: journalId, arrangement_id: arrangementId, gl_account_id: null, amount_cents: cents },
        { journal_id: journalId, arrangement_id: null, gl_account_id: GL.cardSettlement, amount_cents: -cents },
      ])
      .execute();
    await db()
      .insertInto('transactions')
      .values({ id, arrangement_id: arrangementId, journal_id: journalId, booking_date: addCalendarDays(today, -daysAgo), description, category: 'Shopping', amount_cents: cents, credit_debit: 'DEBIT', status: 'BOOKED' })
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
    today = businessDate(t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the accounts whose charges may be disputed online, and only the session\'s', async () => {
    const response = await get(`${API}/accounts`);
    expect(response.statusCode, response.body).toBe(200);
    const { accounts } = response.json() as DisputeAccountList;
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((account) => disputesManifest.accountKinds.includes(account.productKind as never))).toBe(true);
    expect(accounts.map((account) => account.productKind)).toEqual(expect.arrayContaining(['checking', 'creditCard']));
    expect(accounts.map((account) => account.productKind)).not.toContain('autoLoan');
    const theirs = ((await get(`${API}/accounts`, businessSid)).json() as DisputeAccountList).accounts.map((account) => account.arrangementId);
    expect(theirs.some((id) => accounts.some((account) => account.arrangementId === id))).toBe(false);
  });

  it("lists an account's disputable transactions with the filing rule itself: each one the form accepts, newest first; another member's account is 404", async () => {
    const checking = await accountOf('member', 'checking');
    const list = await disputable(checking);
    expect(list.arrangementId).toBe(checking);
    expect(list.transactions.length).toBeGreaterThan(0);
    expect(list.transactions.length).toBeLessThanOrEqual(disputesManifest.recentTransactionsShown);
    const dates = list.transactions.map((item) => item.bookingDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of list.transactions.slice(0, 5)) {
      const described = (await get(`${API}/transactions/${item.transactionId}`)).json() as DisputeTransaction;
      expect(described).toMatchObject({ transactionId: item.transactionId, disputable: true, amountCents: item.amountCents });
    }
    // A credit, a pending charge and one older than the filing window are never listed.
    const { rows } = await sql<{ id: string }>`
      select id from transactions where arrangement_id = ${checking}
         and (credit_debit = 'CREDIT' or status = 'PENDING' or booking_date < ${addCalendarDays(today, -disputesManifest.filingWindowDays)}::date)`.execute(db());
    const listed = new Set(list.transactions.map((item) => item.transactionId));
    expect(rows.filter((row) => listed.has(row.id))).toEqual([]);
    // An account kind not taken online is not refused by id but simply has none.
    const loan = await accountOf('member', 'autoLoan');
    expect((await disputable(loan)).transactions).toEqual([]);

    const theirs = await accountOf('business', 'checking');
    expect((await get(`${API}/disputable-transactions?arrangementId=${theirs}`)).statusCode).toBe(404);
    expect((await get(`${API}/disputable-transactions?arrangementId=not-a-uuid`)).statusCode).toBe(400);
  });

  it('offers the same account\'s other charges for a duplicate, the same merchant and amount first', async () => {
    const card = await accountOf('member', 'creditCard');
    const original = await purchase(card, 'CORNER BOOKSHOP #1182', 4_250, 3);
    const twice = await purchase(card, 'Corner Bookshop 1182', 4_250, 2);
    const described = (await get(`${API}/transactions/${twice}`)).json() as DisputeTransaction;
    expect(described.disputable).toBe(true);
    const choices = described.duplicateChoices ?? [];
    expect(choices[0]).toMatchObject({ transactionId: original, sameCharge: true, amountCents: 4_250 });
    expect(choices.some((choice) => choice.transactionId === twice)).toBe(false);
    expect(choices.filter((choice) => choice.sameCharge)).toHaveLength(1);
    expect(choices.length).toBeGreaterThan(1);
  });

  it('files a duplicate-charge dispute naming the other charge, records it, and drops the transaction from the disputable list', async () => {
    const card = await accountOf('member', 'creditCard');
    const original = await purchase(card, 'STREAMING PLUS', 1_599, 10);
    const twice = await purchase(card, 'STREAMING PLUS', 1_599, 9);
    expect((await disputable(card)).transactions.map((item) => item.transactionId)).toContain(twice);
    const response = await post({ transactionId: twice, reasonId: 'duplicate', amountCents: 1_599, duplicateOfTransactionId: original });
    expect(response.statusCode, response.body).toBe(201);
    const summary = response.json() as DisputeSummary;
    expect(summary).toMatchObject({ reasonId: 'duplicate', amountCents: 1_599, duplicateOfTransactionId: original });
    const row = await db().selectFrom('disputes').select(['transaction_id', 'duplicate_of_transaction_id']).where('id', '=', summary.disputeId).executeTakeFirstOrThrow();
    expect(row).toEqual({ transaction_id: twice, duplicate_of_transaction_id: original });
    const listed = (await disputable(card)).transactions.map((item) => item.transactionId);
    expect(listed).not.toContain(twice);
    expect(listed).toContain(original);
  });

  it('refuses a duplicate-charge dispute without the other charge, naming itself, another account\'s or part of the amount; and the other charge for any other reason', async () => {
    const card = await accountOf('member', 'creditCard');
    const checking = await accountOf('member', 'checking');
    const original = await purchase(card, 'PIZZA PALACE', 2_875, 5);
    const twice = await purchase(card, 'PIZZA PALACE', 2_875, 4);
    const elsewhere = await purchase(checking, 'PIZZA PALACE', 2_875, 4);
    const before = await disputeCount();

    const missing = await post({ transactionId: twice, reasonId: 'duplicate', amountCents: 2_875 });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toEqual({ path: '/duplicateOfTransactionId', message: disputesManifest.errors.duplicateOfMissing });
    const itself = await post({ transactionId: twice, reasonId: 'duplicate', amountCents: 2_875, duplicateOfTransactionId: twice });
    expect(itself.statusCode).toBe(422);
    expect(errorOf(itself)).toEqual({ path: '/duplicateOfTransactionId', message: disputesManifest.errors.duplicateOfInvalid });
    const otherAccount = await post({ transactionId: twice, reasonId: 'duplicate', amountCents: 2_875, duplicateOfTransactionId: elsewhere });
    expect(otherAccount.statusCode).toBe(422);
    const partial = await post({ transactionId: twice, reasonId: 'duplicate', amountCents: 2_000, duplicateOfTransactionId: original });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial)).toEqual({ path: '/amountCents', message: disputesManifest.errors.amountNotPartial.replace('{amount}', '$28.75') });
    const unexpected = await post({ transactionId: twice, reasonId: 'wrong-amount', amountCents: 500, duplicateOfTransactionId: original });
    expect(unexpected.statusCode).toBe(400);
    expect(errorOf(unexpected).path).toBe('/duplicateOfTransactionId');
    expect((await post({ transactionId: twice, reasonId: 'duplicate', amountCents: 2_875, duplicateOfTransactionId: 'nope' })).statusCode).toBe(400);
    expect(await disputeCount()).toBe(before);
  });

  it("404s another member's transaction named as the other charge, and writes nothing", async () => {
    const card = await accountOf('member', 'creditCard');
    const twice = await purchase(card, 'HARDWARE HUB', 6_400, 6);
    const theirCard = await accountOf('business', 'checking');
    const theirs = await purchase(theirCard, 'HARDWARE HUB', 6_400, 6);
    const before = await disputeCount();
    const response = await post({ transactionId: twice, reasonId: 'duplicate', amountCents: 6_400, duplicateOfTransactionId: theirs });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).path).toBe('/duplicateOfTransactionId');
    expect(await disputeCount()).toBe(before);
    expect(await db().selectFrom('dispute_events').select('id').where('dispute_id', 'not in', db().selectFrom('disputes').select('id')).execute()).toEqual([]);
    // Their own transaction is not theirs to see through this member's list either.
    expect(((await get(`${API}/transactions/${twice}`, businessSid)).statusCode)).toBe(404);
  });
});

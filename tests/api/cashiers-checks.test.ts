import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashiersCheckList, CashiersCheckReceipt, ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { errorsManifest, limitsManifest } from '../../src/manifests';
import { availableBalance, ledgerTotals } from '../../src/server/domain/balances';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

const API = '/api/payment-order-service/client-api/v2/cashiers-checks';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';

describe.each(databaseKinds())("cashier's checks (%s)", (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  const productOf = (productKind: string) => products.find((product) => product.productKind === productKind)!;

  /** key null: no Idempotency-Key header. */
  const request = (payload: object, key: string | null = randomUUID(), session = sid) =>
    t.app.inject({ method: 'POST', url: API, cookies: { sid: session }, payload, headers: key === null ? {} : { 'idempotency-key': key } });
  const available = async (arrangementId: string) => {
    const account = await t.database.db.selectFrom('arrangements').selectAll().where('id', '=', arrangementId).executeTakeFirstOrThrow();
    return availableBalance(account.product_kind, (await ledgerTotals(t.database.db, [arrangementId])).get(arrangementId)!, account.credit_limit_cents);
  };
  const ledgerSum = async (arrangementId: string) => (await ledgerTotals(t.database.db, [arrangementId])).get(arrangementId)!.ledgerSumCents;
  const officialChecks = async () =>
    Number((await t.database.db.selectFrom('ledger_entries').select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('cents')).where('gl_account_id', '=', GL.officialChecks).executeTakeFirstOrThrow()).cents);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    const summary = await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } });
    products = (summary.json() as ProductSummary).groups.flatMap((group) => group.products);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('debits the account now against official checks outstanding, with a confirmation number and the member-facing line', async () => {
    const checking = productOf('checking').id;
    const [beforeSum, beforeGl] = [await ledgerSum(checking), await officialChecks()];
    const key = randomUUID();
    const body = { fromAccountId: checking, amountCents: 12_345, payeeName: 'Riverside Title Co', memo: 'Closing 14 Elm St', delivery: 'MAIL' };
    const response = await request(body, key);
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as CashiersCheckReceipt;
    expect(receipt).toMatchObject({
      status: 'ACCEPTED',
      cashiersCheck: { fromAccount: { id: checking, maskedNumber: productOf('checking').accountNumber }, amountCents: 12_345, payeeName: 'Riverside Title Co', memo: 'Closing 14 Elm St', delivery: 'MAIL' },
    });
    expect(receipt.cashiersCheck.confirmationNumber).toMatch(/^CC-\d{10}$/);
    // Deposit balance = −sum(entries): a debit of the account adds +amount; the GL liability takes −amount.
    expect(await ledgerSum(checking)).toBe(beforeSum + 12_345);
    expect(await officialChecks()).toBe(beforeGl - 12_345);

    const row = await t.database.db.selectFrom('cashiers_check_requests').selectAll().where('id', '=', receipt.cashiersCheck.id).executeTakeFirstOrThrow();
    const line = await t.database.db.selectFrom('transactions').selectAll().where('journal_id', '=', row.journal_id).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ arrangement_id: checking, description: "Cashier's check to Riverside Title Co", amount_cents: 12_345, credit_debit: 'DEBIT', status: 'BOOKED' });
    const journalSum = await t.database.db.selectFrom('ledger_entries').select(sql<number>`sum(amount_cents)::bigint`.as('cents')).where('journal_id', '=', row.journal_id).executeTakeFirstOrThrow();
    expect(Number(journalSum.cents)).toBe(0);

    // Replay: the same answer, no second debit.
    const replay = await request(body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(response.body);
    expect(await ledgerSum(checking)).toBe(beforeSum + 12_345);

    const list = (await t.app.inject({ method: 'GET', url: API, cookies: { sid } })).json() as CashiersCheckList;
    expect(list.items[0]).toEqual(receipt.cashiersCheck);
  });

  it('refuses more than the available balance with the core message (available plus one cent), moving nothing', async () => {
    const savings = productOf('savings').id;
    const availableCents = await available(savings);
    const before = await ledgerSum(savings);
    const response = await request({ fromAccountId: savings, amountCents: availableCents + 1, payeeName: 'Too Much LLC', delivery: 'BRANCH' });
    expect(response.statusCode).toBe(400);
    const expected = limitsManifest.messages.availableBalanceExceeded.replace('{amount}', formatCents(availableCents + 1));
    expect(response.json()).toEqual({ errors: [{ path: '/amountCents', message: expected }] });
    expect(await ledgerSum(savings)).toBe(before);

    const exact = await request({ fromAccountId: savings, amountCents: availableCents, payeeName: 'Exactly Enough LLC', delivery: 'BRANCH' });
    expect(exact.statusCode, exact.body).toBe(201);
    expect((await available(savings)) === 0).toBe(true);
    const empty = await request({ fromAccountId: savings, amountCents: 1, payeeName: 'Nothing Left LLC', delivery: 'BRANCH' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: [{ path: '/amountCents', message: limitsManifest.messages.availableBalanceExceeded.replace('{amount}', formatCents(1)) }] });
  });

  it('draws only on deposit accounts the session reaches (404), validates the form (400) and needs a key (400)', async () => {
    const card = await request({ fromAccountId: productOf('creditCard').id, amountCents: 100, payeeName: 'Card Co', delivery: 'MAIL' });
    expect(card.statusCode).toBe(404);
    expect((await request({ fromAccountId: randomUUID(), amountCents: 100, payeeName: 'Nobody', delivery: 'MAIL' })).statusCode).toBe(404);
    const bad = await request({ fromAccountId: productOf('checking').id, amountCents: 0, payeeName: '', delivery: 'DRONE' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { path: string }[] }).errors.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/amountCents', '/payeeName', '/delivery']));
    const noKey = await request({ fromAccountId: productOf('checking').id, amountCents: 100, payeeName: 'Keyless', delivery: 'MAIL' }, null);
    expect(noKey.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.IDEMPOTENCY_KEY_REQUIRED!.message }] });
  });

  it('debits once when the same request arrives twice at once', async () => {
    const checking = productOf('checking').id;
    const before = await ledgerSum(checking);
    const key = randomUUID();
    const body = { fromAccountId: checking, amountCents: 2_000, payeeName: 'Double Click Inc', delivery: 'MAIL' };
    const [a, b] = await Promise.all([request(body, key), request(body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect(await ledgerSum(checking)).toBe(before + 2_000);
  });

  it('refuses a view-only trusted member (403), nothing debited', async () => {
    const session = await signInAs(t.app, 'trusted');
    const checking = productOf('checking').id;
    const before = await ledgerSum(checking);
    const response = await request({ fromAccountId: checking, amountCents: 100, payeeName: 'Trusted Tries', delivery: 'MAIL' }, randomUUID(), session);
    expect(response.statusCode).toBe(403);
    expect(await ledgerSum(checking)).toBe(before);
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});

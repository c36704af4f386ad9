import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, ProductSummaryEntry, TransactionItem } from '../../engine/core/generated/api.gen';
import { errorMessage } from '../../src/server/errors';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { productOfKind, summaryProducts } from '../support/summary-products';

const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';
const OWED = new Set(['creditCard', 'autoLoan', 'heloc']);

interface Page {
  items: TransactionItem[];
  total: number;
  next: string | undefined;
  previous: string | undefined;
}

describe.each(databaseKinds())('transaction list keyset paging (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  const productOf = (productKind: string): ProductSummaryEntry => productOfKind(products, productKind);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = await summaryProducts(t.app, sid);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const page = async (query: string, session = sid): Promise<Page> => {
    const response = await get(`${TRANSACTIONS}?${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    const header = (name: string) => (response.headers[name] === undefined ? undefined : String(response.headers[name]));
    return { items: response.json() as TransactionItem[], total: Number(response.headers['x-total-count']), next: header('x-next-cursor'), previous: header('x-previous-cursor') };
  };
  /** Every page from the first, following x-next-cursor. */
  const pagesByCursor = async (query: string, size: number): Promise<Page[]> => {
    const pages = [await page(`${query}&size=${size}`)];
    for (let last = pages[0]!; last.next !== undefined; ) {
      last = await page(`${query}&size=${size}&cursor=${last.next}`);
      pages.push(last);
    }
    return pages;
  };
  const byOffset = async (query: string): Promise<TransactionItem[]> => {
    const items: TransactionItem[] = [];
    for (let from = 0; ; from += 1) {
      const next = await page(`${query}&size=100&from=${from}`);
      items.push(...next.items);
      if (next.items.length < 100) return items;
    }
  };
  const ids = (items: readonly TransactionItem[]) => items.map((item) => item.id);

  /** The running balances as the list computed them before migration 0034: a window over the account, every time. */
  const windowBalances = async (arrangementId: string, productKind: string): Promise<Map<string, number>> => {
    const { rows } = await sql<{ id: string; running: number }>`
      select id, (sum(case when credit_debit = 'DEBIT' then amount_cents else -amount_cents end) over (
        order by booking_date, (select min(e.id) from ledger_entries e where e.journal_id = t.journal_id and e.arrangement_id = t.arrangement_id), created_at, id
        rows between unbounded preceding and current row))::bigint as running
      from transactions t where arrangement_id = ${arrangementId} and status = 'BOOKED'`.execute(t.database.db);
    const sign = OWED.has(productKind) ? 1 : -1;
    return new Map(rows.map((row) => [row.id, Number(row.running) * sign]));
  };
  /** The stored figures against a window over the account in posting order (what the triggers must keep). */
  const storedMatchWindow = async (arrangementId: string): Promise<void> => {
    const { rows } = await sql<{ id: string; stored: number | null; number: number | null; running: number; position: number }>`
      select id, ledger_balance_after_cents as stored, booked_line_number as number,
        sum(case when credit_debit = 'DEBIT' then amount_cents else -amount_cents end) over w as running, row_number() over w as position
      from transactions where arrangement_id = ${arrangementId} and status = 'BOOKED'
      window w as (order by booking_date, posting_seq)`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.id, row.stored === null ? null : Number(row.stored), row.number === null ? null : Number(row.number)]).toEqual([row.id, Number(row.running), Number(row.position)]);
  };

  it('pages through an account by cursor: disjoint pages, in list order, every line once, the count on each', async () => {
    const checking = productOf('checking');
    for (const direction of ['DESC', 'ASC'] as const) {
      const query = `arrangementId=${checking.id}&secDirection=${direction}`;
      const pages = await pagesByCursor(query, 7);
      const all = await byOffset(query);
      expect(pages.flatMap((one) => ids(one.items))).toEqual(ids(all));
      expect(new Set(pages.flatMap((one) => ids(one.items))).size).toBe(all.length);
      for (const one of pages.slice(0, -1)) expect(one.items).toHaveLength(7);
      for (const one of pages) expect(one.total).toBe(all.length);
      expect(pages[0]!.previous).toBeUndefined();
      expect(pages.at(-1)!.next).toBeUndefined();
    }
  });

  it('goes back page by page with x-previous-cursor to the same pages', async () => {
    const card = productOf('creditCard');
    const query = `arrangementId=${card.id}`;
    const forward = await pagesByCursor(query, 5);
    expect(forward.length).toBeGreaterThan(2);
    let current = forward.at(-1)!;
    for (let index = forward.length - 2; index >= 0; index -= 1) {
      expect(current.previous).toBeDefined();
      current = await page(`${query}&size=5&cursor=${current.previous!}`);
      expect(ids(current.items)).toEqual(ids(forward[index]!.items));
      expect(current.next).toBeDefined();
    }
    expect(current.previous).toBeUndefined();
  });

  it('keeps cursors through filters, and a page by number gives the cursors of its neighbours', async () => {
    const checking = productOf('checking');
    const query = `arrangementId=${checking.id}&state=COMPLETED&secDirection=ASC&amountFrom=1000`;
    const all = await byOffset(query);
    expect(all.length).toBeGreaterThan(6);
    expect(ids((await pagesByCursor(query, 3)).flatMap((one) => one.items))).toEqual(ids(all));
    const second = await page(`${query}&size=3&from=1`);
    expect(ids((await page(`${query}&size=3&cursor=${second.next!}`)).items)).toEqual(ids(all.slice(6, 9)));
    expect(ids((await page(`${query}&size=3&cursor=${second.previous!}`)).items)).toEqual(ids(all.slice(0, 3)));
  });

  it('answers the running balances the list computed over the whole account before, for every account of the member', async () => {
    for (const product of products) {
      const expected = await windowBalances(product.id, product.productKind);
      const pages = await pagesByCursor(`arrangementId=${product.id}&state=COMPLETED`, 25);
      const items = pages.flatMap((one) => one.items);
      expect(items.length, product.name).toBe(expected.size);
      for (const item of items) expect([item.id, item.runningBalanceCents]).toEqual([item.id, expected.get(item.id)]);
    }
  });

  it('counts by accounts, dates and status from the stored line numbers, as many as match', async () => {
    const checking = productOf('checking');
    const all = await byOffset(`arrangementId=${checking.id}`);
    const from = all[Math.floor(all.length / 2)]!.bookingDate;
    const to = all[Math.floor(all.length / 5)]!.bookingDate;
    for (const state of ['', '&state=COMPLETED', '&state=UNCOMPLETED']) {
      const query = `arrangementId=${checking.id}&bookingDateGreaterThan=${from}&bookingDateLessThan=${to}${state}`;
      const counted = (await page(`${query}&size=1`)).total;
      expect(counted, state).toBe((await byOffset(query)).length);
    }
    expect((await page('size=1')).total).toBe(
      Number((await sql<{ n: number }>`select count(*) as n from transactions where arrangement_id in (${sql.join(products.map((product) => product.id))})`.execute(t.database.db)).rows[0]!.n),
    );
  });

  it('refuses a malformed, tampered or foreign cursor with a 400 on /cursor and reads nothing', async () => {
    const checking = productOf('checking');
    const savings = productOf('savings');
    const first = await page(`arrangementId=${checking.id}&size=5`);
    const cursor = first.next!;
    const refused = async (query: string, session = sid) => {
      const response = await get(`${TRANSACTIONS}?${query}`, session);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as ErrorResponse).errors).toEqual([{ path: '/cursor', message: errorMessage('TRANSACTION_CURSOR_INVALID') }]);
      expect(response.headers['x-total-count']).toBeUndefined();
    };
    await refused(`arrangementId=${checking.id}&cursor=bm90LWpzb24`);
    await refused(`arrangementId=${checking.id}&cursor=${Buffer.from(JSON.stringify([1, 'x', 'a', '2026-01-01', 0, 1])).toString('base64url')}`);
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    for (const tampered of [
      [...decoded.slice(0, 3), '2026-02-30x', ...decoded.slice(4)],
      [...decoded.slice(0, 5), -1],
      [...decoded.slice(0, 5), 1.5],
      [...decoded.slice(0, 2), 'z', ...decoded.slice(3)],
      [2, ...decoded.slice(1)],
    ]) {
      await refused(`arrangementId=${checking.id}&cursor=${Buffer.from(JSON.stringify(tampered)).toString('base64url')}`);
    }
    // Another list's cursor: another account, another filter, another order, all accounts.
    await refused(`arrangementId=${savings.id}&cursor=${cursor}`);
    await refused(`arrangementId=${checking.id}&query=a&cursor=${cursor}`);
    await refused(`arrangementId=${checking.id}&secDirection=ASC&cursor=${cursor}`);
    await refused(`cursor=${cursor}`);
    // Another member's cursor, on their own list or the member's.
    const business = await signInAs(t.app, 'business');
    const theirs = (await page('size=2', business)).next!;
    await refused(`cursor=${theirs}`);
    await refused(`arrangementId=${checking.id}&cursor=${theirs}`);
    // The member's cursor does not open another member's account: that is still a 404, not a page.
    expect((await get(`${TRANSACTIONS}?arrangementId=${checking.id}&cursor=${cursor}`, business)).statusCode).toBe(404);
    // A cursor is not a page number: not both.
    expect((await get(`${TRANSACTIONS}?arrangementId=${checking.id}&from=2&cursor=${cursor}`)).statusCode).toBe(400);
    expect((await get(`${TRANSACTIONS}?arrangementId=${checking.id}&cursor=${encodeURIComponent('a.b')}`)).statusCode).toBe(400);
  });

  it('keeps every booked line a running balance through postings at the end, back-dated ones, a hold booked late and a deletion', async () => {
    const db = t.database.db;
    const savings = productOf('savings');
    const journal = async (date: string): Promise<string> => {
      const id = randomUUID();
      await db.insertInto('journals').values({ id, kind: 'DIVIDEND', description: 'Dividend', posted_at: `${date}T17:00:00Z` }).execute();
      return id;
    };
    const line = async (date: string, cents: number, status: 'BOOKED' | 'PENDING' = 'BOOKED') => {
      const id = randomUUID();
      await db
        .insertInto('transactions')
        .values({ id, arrangement_id: savings.id, journal_id: status === 'BOOKED' ? await journal(date) : null, booking_date: date, description: 'Test line', category: 'Dividends', amount_cents: cents, credit_debit: 'CREDIT', status })
        .execute();
      return id;
    };
    const today = t.clock.now().toISOString().slice(0, 10);
    await line(today, 111);
    await storedMatchWindow(savings.id);
    const oldest = (await page(`arrangementId=${savings.id}&secDirection=ASC&size=1`)).items[0]!.bookingDate;
    await line(oldest, 222);
    await storedMatchWindow(savings.id);
    const hold = await line(oldest, 333, 'PENDING');
    await db.updateTable('transactions').set({ status: 'BOOKED', journal_id: await journal(today), booking_date: today }).where('id', '=', hold).execute();
    await storedMatchWindow(savings.id);
    const [middle] = (await page(`arrangementId=${savings.id}&state=COMPLETED&size=1&from=3`)).items;
    await db.deleteFrom('transactions').where('id', '=', middle!.id).execute();
    await storedMatchWindow(savings.id);
    const items = (await pagesByCursor(`arrangementId=${savings.id}&state=COMPLETED&secDirection=ASC`, 50)).flatMap((one) => one.items);
    let balance = 0;
    for (const item of items) {
      balance += (item.creditDebitIndicator === 'DBIT' ? 1 : -1) * -1 * item.transactionAmountCurrency.amount;
      expect(item.runningBalanceCents).toBe(balance);
    }
  });
});

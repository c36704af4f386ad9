import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, ProductSummaryEntry, TransactionCategoryList, TransactionItem } from '../../engine/core/generated/api.gen';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { productOfKind, summaryProducts } from '../support/summary-products';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const DETAIL = `${SUMMARY}/arrangements`;
const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';
const CATEGORIES = `${TRANSACTIONS}/categories`;
const OWED = new Set(['creditCard', 'autoLoan', 'heloc']);

describe.each(databaseKinds())('accounts and transactions (%s)', (kind) => {
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
  const page = async (query: string): Promise<{ total: number; items: TransactionItem[] }> => {
    const response = await get(`${TRANSACTIONS}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { total: Number(response.headers['x-total-count']), items: response.json() as TransactionItem[] };
  };
  const everything = async (query: string, size = 25): Promise<{ total: number; items: TransactionItem[] }> => {
    const items: TransactionItem[] = [];
    let total = 0;
    for (let from = 0; ; from += 1) {
      const next = await page(`${query}&size=${size}&from=${from}`);
      total = next.total;
      items.push(...next.items);
      if (next.items.length < size) break;
    }
    return { total, items };
  };
  const dbCount = async (arrangementId: string, where: (query: ReturnType<typeof base>) => ReturnType<typeof base> = (query) => query): Promise<number> => {
    const row = await where(base(arrangementId)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const base = (arrangementId: string) => t.database.db.selectFrom('transactions').where('arrangement_id', '=', arrangementId);
  const deltaOf = (item: TransactionItem, productKind: string): number =>
    (item.creditDebitIndicator === 'DBIT' ? 1 : -1) * (OWED.has(productKind) ? 1 : -1) * item.transactionAmountCurrency.amount;

  describe('account detail', () => {
    it('gives every account its summary entry, unchanged, plus its details (and a loan its payoff)', async () => {
      for (const product of products) {
        const response = await get(`${DETAIL}/${product.id}`);
        expect(response.statusCode).toBe(200);
        const { details, loanPayoff, ...entry } = response.json() as AccountDetail;
        expect(entry).toEqual(product);
        if (loanPayoff !== undefined) expect(['autoLoan', 'heloc']).toContain(product.productKind);
        expect(details.openingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(details.interestRateBps).toBeGreaterThanOrEqual(0);
        expect(typeof details.lastStatementBalanceCents).toBe('number');
      }
    });

    it('shows rates for deposits and the payment due for cards and loans', async () => {
      const detailOf = async (productKind: string) => ((await get(`${DETAIL}/${productOf(productKind).id}`)).json() as AccountDetail).details;
      const savings = await detailOf('savings');
      expect(savings.apyBps).toBeGreaterThanOrEqual(savings.interestRateBps ?? 0);
      expect(savings.paymentDueDate).toBeUndefined();
      const today = t.clock.now().toISOString().slice(0, 10);
      for (const productKind of ['creditCard', 'autoLoan', 'heloc']) {
        const details = await detailOf(productKind);
        expect(details.paymentDueDate! >= today, productKind).toBe(true);
        expect(details.minimumDueCents, productKind).toBeGreaterThanOrEqual(0);
        expect(details.minimumDueCents!, productKind).toBeLessThanOrEqual(Math.max(details.lastStatementBalanceCents ?? 0, 0));
      }
      expect((await detailOf('creditCard')).creditLimitCents).toBe(productOf('creditCard').creditLimitCents);
      expect((await detailOf('autoLoan')).principalAmountCents).toBe(productOf('autoLoan').principalAmountCents);
    });

    it('masks the number unless maskIndicator=false, and refuses accounts the member cannot see', async () => {
      const checking = productOf('checking');
      const whole = (await get(`${DETAIL}/${checking.id}?maskIndicator=false`)).json() as AccountDetail;
      expect(whole.accountNumber).toMatch(/^\d{10}$/);
      expect(checking.accountNumber).toBe(`••••${whole.accountNumber.slice(-4)}`);
      const business = await signInAs(t.app, 'business');
      expect((await get(`${DETAIL}/${checking.id}`, business)).statusCode).toBe(404);
      expect((await get(`${DETAIL}/not-a-uuid`)).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: `${DETAIL}/${checking.id}` })).statusCode).toBe(401);
      expect((await get(`${DETAIL}/${checking.id}`, await signInAs(t.app, 'trusted'))).statusCode).toBe(200);
    });
  });

  describe('transaction list', () => {
    it('pages through every transaction of the account once, newest first, with x-total-count', async () => {
      const checking = productOf('checking');
      const { total, items } = await everything(`arrangementId=${checking.id}`, 7);
      expect(total).toBe(await dbCount(checking.id));
      expect(items).toHaveLength(total);
      expect(new Set(items.map((item) => item.id)).size).toBe(total);
      const dates = items.map((item) => item.bookingDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const first = await page(`arrangementId=${checking.id}&size=5`);
      expect(first.items).toHaveLength(5);
      expect(first.total).toBe(total);
      const beyond = await page(`arrangementId=${checking.id}&size=50&from=1000`);
      expect(beyond).toEqual({ total, items: [] });
    });

    it('answers ASC in exactly the reverse order of DESC', async () => {
      const card = productOf('creditCard');
      const desc = await everything(`arrangementId=${card.id}&secDirection=DESC`);
      const asc = await everything(`arrangementId=${card.id}&secDirection=ASC`);
      expect(asc.items.map((item) => item.id)).toEqual([...desc.items].reverse().map((item) => item.id));
    });

    it('keeps a running balance on posted lines that adds up to the ledger balance', async () => {
      for (const productKind of ['checking', 'creditCard', 'autoLoan']) {
        const product = productOf(productKind);
        const posted = (await everything(`arrangementId=${product.id}&state=COMPLETED&secDirection=ASC`)).items;
        let balance = 0;
        for (const item of posted) {
          balance += deltaOf(item, productKind);
          expect(item.runningBalanceCents, `${productKind} ${item.description}`).toBe(balance);
          expect(item.state).toBe('COMPLETED');
        }
        expect(balance, productKind).toBe(product.bookedBalanceCents);
      }
    });

    it('tells pending from posted: UNCOMPLETED lines have no running balance', async () => {
      const checking = productOf('checking');
      const pending = await page(`arrangementId=${checking.id}&state=UNCOMPLETED&secDirection=ASC`);
      const posted = await page(`arrangementId=${checking.id}&state=COMPLETED&secDirection=ASC&size=1`);
      expect(pending.total).toBe(await dbCount(checking.id, (query) => query.where('status', '=', 'PENDING')));
      expect(pending.total).toBeGreaterThan(0);
      expect(pending.total + posted.total).toBe(await dbCount(checking.id));
      for (const item of pending.items) {
        expect(item).toMatchObject({ state: 'UNCOMPLETED', type: 'PENDING_AUTHORIZATION', creditDebitIndicator: 'DBIT' });
        expect(item.runningBalanceCents).toBeUndefined();
      }
      const available = checking.bookedBalanceCents - pending.items.reduce((sum, item) => sum + item.transactionAmountCurrency.amount, 0);
      expect(checking.availableBalanceCents).toBe(available);
    });

    it('searches text in description, counterparty and category, whatever the case', async () => {
      const checking = productOf('checking');
      const { total, items } = await everything(`arrangementId=${checking.id}&query=kRoGeR`);
      expect(total).toBe(await dbCount(checking.id, (query) => query.where((eb) => eb.or([eb('description', 'ilike', '%kroger%'), eb('counterparty_name', 'ilike', '%kroger%'), eb('category', 'ilike', '%kroger%')]))));
      expect(total).toBeGreaterThan(0);
      for (const item of items) expect(`${item.description} ${item.counterpartyName ?? ''} ${item.category}`.toLowerCase()).toContain('kroger');
      const literal = await page(`arrangementId=${checking.id}&query=${encodeURIComponent('100%_')}`);
      expect(literal.total).toBe(0);
    });

    it('filters by amount range, booking dates (inclusive), type and direction', async () => {
      const checking = productOf('checking');
      const amounts = await everything(`arrangementId=${checking.id}&amountFrom=5000&amountTo=10000`);
      expect(amounts.total).toBe(await dbCount(checking.id, (query) => query.where('amount_cents', '>=', 5000).where('amount_cents', '<=', 10000)));
      for (const item of amounts.items) expect(item.transactionAmountCurrency.amount).toBeGreaterThanOrEqual(5000);
      for (const item of amounts.items) expect(item.transactionAmountCurrency.amount).toBeLessThanOrEqual(10000);

      const all = (await everything(`arrangementId=${checking.id}`)).items;
      const from = all[Math.floor(all.length / 2)]!.bookingDate;
      const to = all[Math.floor(all.length / 4)]!.bookingDate;
      const ranged = await everything(`arrangementId=${checking.id}&bookingDateGreaterThan=${from}&bookingDateLessThan=${to}`);
      expect(ranged.items.map((item) => item.id)).toEqual(all.filter((item) => item.bookingDate >= from && item.bookingDate <= to).map((item) => item.id));
      expect(ranged.items.some((item) => item.bookingDate === from) && ranged.items.some((item) => item.bookingDate === to)).toBe(true);

      const dividends = await everything(`arrangementId=${productOf('savings').id}&type=DIVIDEND`);
      expect(dividends.total).toBeGreaterThan(0);
      for (const item of dividends.items) expect(item).toMatchObject({ type: 'DIVIDEND', creditDebitIndicator: 'CRDT', category: 'Dividends' });

      const credits = await everything(`arrangementId=${checking.id}&creditDebitIndicator=CRDT`);
      expect(credits.total).toBe(await dbCount(checking.id, (query) => query.where('credit_debit', '=', 'CREDIT')));
      for (const item of credits.items) expect(item.creditDebitIndicator).toBe('CRDT');
    });

    it('lists every account the session reaches without arrangementId, and none of anyone else', async () => {
      const all = await page('size=1');
      const ids = products.map((product) => product.id);
      const { n } = await t.database.db.selectFrom('transactions').select(sql<number>`count(*)`.as('n')).where('arrangement_id', 'in', ids).executeTakeFirstOrThrow();
      expect(all.total).toBe(Number(n));
      const business = await signInAs(t.app, 'business');
      const refused = await get(`${TRANSACTIONS}?arrangementId=${productOf('checking').id}`, business);
      expect(refused.statusCode).toBe(404);
    });

    it('refuses a malformed query, naming the parameter', async () => {
      for (const [query, path] of [
        ['secDirection=UP', '/secDirection'],
        ['size=0', '/size'],
        ['size=101', '/size'],
        ['state=POSTED', '/state'],
        ['bookingDateGreaterThan=yesterday', '/bookingDateGreaterThan'],
        ['amountFrom=-1', '/amountFrom'],
        ['sort=date', '/sort'],
      ] as const) {
        const response = await get(`${TRANSACTIONS}?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errors[0].path, query).toBe(path);
      }
    });
  });

  describe('categories', () => {
    it('lists groups and categories with numeric ids by level', async () => {
      const all = (await get(`${CATEGORIES}?level=ALL`)).json() as TransactionCategoryList;
      const groups = (await get(`${CATEGORIES}?level=1`)).json() as TransactionCategoryList;
      const leaves = (await get(`${CATEGORIES}?level=2`)).json() as TransactionCategoryList;
      expect((await get(CATEGORIES)).json()).toEqual(all);
      expect(all).toHaveLength(groups.length + leaves.length);
      expect(groups.every((category) => category.level === 1 && category.parentId === undefined)).toBe(true);
      const groupIds = new Set(groups.map((group) => group.id));
      expect(leaves.every((category) => category.level === 2 && groupIds.has(category.parentId ?? -1))).toBe(true);
      expect(all.every((category) => Number.isInteger(category.id))).toBe(true);
      const seeded = await t.database.db.selectFrom('transactions').select('category').distinct().execute();
      const names = new Set(leaves.map((leaf) => leaf.name));
      expect(seeded.filter((row) => !names.has(row.category))).toEqual([]);
      expect((await get(`${CATEGORIES}?level=3`)).statusCode).toBe(400);
    });

    it("re-files a transaction in the member's view only: the posted category stays in the ledger's records", async () => {
      const leaves = (await get(`${CATEGORIES}?level=2`)).json() as TransactionCategoryList;
      const entertainment = leaves.find((leaf) => leaf.name === 'Entertainment')!;
      const [item] = (await page(`arrangementId=${productOf('creditCard').id}&state=COMPLETED&size=1`)).items;
      if (!item) throw new Error('no card transaction');
      const patch = (payload: object, session = sid) => t.app.inject({ method: 'PATCH', url: TRANSACTIONS, cookies: { sid: session }, payload });

      expect((await patch({ id: item.id, categoryId: entertainment.id })).statusCode).toBe(204);
      const found = await page(`arrangementId=${productOf('creditCard').id}&query=entertainment`);
      expect(found.items.find((candidate) => candidate.id === item.id)).toMatchObject({ category: 'Entertainment', categoryId: entertainment.id });
      const stored = await t.database.db.selectFrom('transactions').select('category').where('id', '=', item.id).executeTakeFirstOrThrow();
      expect(stored.category).toBe(item.category);

      const group = await patch({ id: item.id, categoryId: entertainment.parentId });
      expect(group.statusCode).toBe(400);
      expect(group.json().errors[0].path).toBe('/categoryId');
      expect((await patch({ id: item.id, categoryId: '602' })).statusCode).toBe(400);
      expect((await patch({ id: item.id })).json().errors[0].path).toBe('/categoryId');
      expect((await patch({ id: '00000000-0000-4000-8000-000000000000', categoryId: entertainment.id })).statusCode).toBe(404);
      expect((await patch({ id: item.id, categoryId: entertainment.id }, await signInAs(t.app, 'business'))).statusCode).toBe(404);
      const foreign = await t.app.inject({ method: 'PATCH', url: TRANSACTIONS, cookies: { sid }, headers: { origin: 'https://evil.example' }, payload: { id: item.id, categoryId: entertainment.id } });
      expect(foreign.statusCode).toBe(403);
    });
  });
});

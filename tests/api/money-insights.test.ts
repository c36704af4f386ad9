import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { BalanceHistory, Budget, BudgetList, MoneyInsightsOverview, ProductSummaryEntry, RecurringChargeList } from '../../engine/core/generated/api.gen';
import { moneyInsightsManifest } from '../../src/manifests/money-insights-manifest';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { productOf, productsOf } from './payment-orders.support';

const BASE = '/api/money-insights/client-api/v1';
const { spending } = moneyInsightsManifest;
const SUBSCRIPTIONS = 303;
const GROCERIES = 401;
const DINING = 402;

describe.each(databaseKinds())('money insights from the ledger (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  let trustedSid: string;
  let products: ProductSummaryEntry[];
  let businessProducts: ProductSummaryEntry[];
  let today: string;

  const db = () => t.database.db;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url: `${BASE}${url}`, cookies: { sid: session } });
  const put = (categoryId: number | string, payload: object, session = sid) =>
    t.app.inject({ method: 'PUT', url: `${BASE}/budgets/${categoryId}`, cookies: { sid: session }, payload });
  const remove = (categoryId: number, session = sid) => t.app.inject({ method: 'DELETE', url: `${BASE}/budgets/${categoryId}`, cookies: { sid: session } });
  const budgetRows = async (): Promise<string> => {
    const { rows } = await sql<{ d: string }>`select coalesce(string_agg(user_id || '/' || category_id || '/' || monthly_limit_cents, ',' order by user_id, category_id), '') as d from budgets`.execute(db());
    return rows[0]!.d;
  };

  /**
   * What the ledger says, summed in SQL independently of the code under test: booked transactions of the member's
   * counted accounts in [from, to], by direction, with the category named by the posted text (the seed makes no
   * member choices) and the configured moves between own accounts left out.
   */
  const ledgerSum = async (input: { ids: readonly string[]; direction: 'DEBIT' | 'CREDIT'; from: string; to: string; categoryId?: number }): Promise<number> => {
    const { rows } = await sql<{ cents: string | null }>`select sum(t.amount_cents)::bigint as cents
      from transactions t left join transaction_categories c on c.name = t.category and c.parent_id is not null
      where t.arrangement_id in (${sql.join(input.ids)}) and t.status = 'BOOKED' and t.credit_debit = ${input.direction}
        and t.booking_date between ${input.from} and ${input.to}
        and coalesce(c.id, 1002) not in (${sql.join(spending.excludedCategoryIds)})
        ${input.categoryId === undefined ? sql`` : sql`and coalesce(c.id, 1002) = ${input.categoryId}`}`.execute(db());
    return Number(rows[0]!.cents ?? 0);
  };
  const idsOf = (kinds: readonly string[], list = products) => list.filter((product) => kinds.includes(product.productKind)).map((product) => product.id);
  const monthEnd = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
    trustedSid = await signInAs(t.app, 'trusted');
    products = await productsOf(t.app, sid);
    businessProducts = await productsOf(t.app, businessSid);
    today = businessDate(t.app.clock());
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('overview', () => {
    it('answers spending per category and month and income versus spending that equal the seeded ledger rows', async () => {
      const response = await get('/overview');
      expect(response.statusCode, response.body).toBe(200);
      const overview = response.json() as MoneyInsightsOverview;
      expect(overview.asOf).toBe(today);
      expect(overview.months).toHaveLength(moneyInsightsManifest.periods.defaultMonths);
      expect(overview.months.at(-1)).toBe(today.slice(0, 7));
      const spendingIds = idsOf(spending.spendingAccountKinds);
      const incomeIds = idsOf(spending.incomeAccountKinds);
      for (const [index, month] of overview.months.entries()) {
        const to = month === today.slice(0, 7) ? today : monthEnd(month);
        const flow = overview.cashFlow[index]!;
        expect(flow.month).toBe(month);
        expect(flow.spendingCents).toBe(await ledgerSum({ ids: spendingIds, direction: 'DEBIT', from: `${month}-01`, to }));
        expect(flow.incomeCents).toBe(await ledgerSum({ ids: incomeIds, direction: 'CREDIT', from: `${month}-01`, to }));
        expect(flow.netCents).toBe(flow.incomeCents - flow.spendingCents);
        const byCategory = overview.categories.reduce((sum, category) => sum + category.monthlyCents[index]!, 0);
        expect(byCategory).toBe(flow.spendingCents);
      }
      const dining = overview.categories.find((category) => category.categoryId === DINING)!;
      expect(dining).toMatchObject({ name: 'Dining', groupName: 'Food' });
      expect(dining.totalCents).toBe(await ledgerSum({ ids: spendingIds, direction: 'DEBIT', from: `${overview.months[0]}-01`, to: today, categoryId: DINING }));
      expect(overview.categories.map((category) => category.categoryId)).not.toContain(803);
      const totals = overview.categories.map((category) => category.totalCents);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      expect(overview.accounts.map((account) => account.id)).toContain(productOf(products, 'checking').id);
      expect(overview.accounts.map((account) => account.id)).not.toContain(productOf(businessProducts, 'checking').id);
    });

    it('follows a category the member chose for a transaction', async () => {
      const checking = productOf(products, 'checking').id;
      const before = (await get('/overview')).json() as MoneyInsightsOverview;
      const line = await db()
        .selectFrom('transactions')
        .select(['id', 'amount_cents'])
        .where('arrangement_id', '=', checking)
        .where('category', '=', 'Groceries')
        .where('status', '=', 'BOOKED')
        .where('credit_debit', '=', 'DEBIT')
        .where('booking_date', '>=', `${before.months[0]}-01`)
        .executeTakeFirstOrThrow();
      const patch = await t.app.inject({ method: 'PATCH', url: '/api/transaction-manager/client-api/v2/transactions', cookies: { sid }, payload: { id: line.id, categoryId: SUBSCRIPTIONS } });
      expect(patch.statusCode, patch.body).toBeLessThan(300);
      const after = (await get('/overview')).json() as MoneyInsightsOverview;
      const total = (overview: MoneyInsightsOverview, id: number) => overview.categories.find((category) => category.categoryId === id)?.totalCents ?? 0;
      expect(total(after, GROCERIES)).toBe(total(before, GROCERIES) - line.amount_cents);
      expect(total(after, SUBSCRIPTIONS)).toBe(total(before, SUBSCRIPTIONS) + line.amount_cents);
      await db().deleteFrom('transaction_category_choices').where('transaction_id', '=', line.id).execute();
    });

    it('takes 12 months and refuses a period config does not offer', async () => {
      const year = (await get('/overview?months=12')).json() as MoneyInsightsOverview;
      expect(year.months).toHaveLength(12);
      expect(year.cashFlow).toHaveLength(12);
      expect((await get('/overview?months=7')).statusCode).toBe(400);
      expect((await get('/overview?months=abc')).statusCode).toBe(400);
    });

    it("reads only the business member's own accounts for business", async () => {
      const overview = (await get('/overview', businessSid)).json() as MoneyInsightsOverview;
      const spendingIds = idsOf(spending.spendingAccountKinds, businessProducts);
      const month = today.slice(0, 7);
      expect(overview.cashFlow.at(-1)!.spendingCents).toBe(await ledgerSum({ ids: spendingIds, direction: 'DEBIT', from: `${month}-01`, to: today }));
    });
  });

  describe('recurring charges', () => {
    it('finds the monthly card subscriptions of the seed with their amounts and next dates', async () => {
      const response = await get('/recurring-charges');
      expect(response.statusCode, response.body).toBe(200);
      const { charges, asOf } = response.json() as RecurringChargeList;
      expect(asOf).toBe(today);
      const netflix = charges.find((charge) => charge.merchant === 'Netflix');
      const spotify = charges.find((charge) => charge.merchant === 'Spotify');
      expect(netflix).toMatchObject({ amountCents: 1_549, cadence: 'monthly' });
      expect(spotify).toMatchObject({ amountCents: 1_199, cadence: 'monthly' });
      // The 3rd of the month, or the business day after it when every seeded charge happened to fall on one.
      expect(netflix!.nextDate === onOrAfterBusinessDay(netflix!.nextDate.slice(0, 8) + '03') || netflix!.nextDate.slice(8) === '03').toBe(true);
      expect(netflix!.nextDate >= today).toBe(true);
      expect(netflix!.lastDate < today).toBe(true);
      expect(charges.map((charge) => charge.merchant)).not.toContain('Starbucks');
    });
  });

  describe('balance history', () => {
    it("ends at the account's booked balance and closes each month as the ledger says", async () => {
      for (const kindName of ['checking', 'creditCard']) {
        const account = productOf(products, kindName);
        const response = await get(`/accounts/${account.id}/balance-history`);
        expect(response.statusCode, response.body).toBe(200);
        const history = response.json() as BalanceHistory;
        expect(history.points.at(-1)).toEqual({ date: today, balanceCents: account.bookedBalanceCents });
        expect(history.monthEnds.at(-1)!.balanceCents).toBe(account.bookedBalanceCents);
        const previous = history.monthEnds.at(-2)!;
        const sign = kindName === 'creditCard' ? 1 : -1;
        const { rows } = await sql<{ cents: string }>`select coalesce(sum(case when credit_debit = 'DEBIT' then amount_cents else -amount_cents end), 0)::bigint as cents
          from transactions where arrangement_id = ${account.id} and status = 'BOOKED' and booking_date <= ${monthEnd(previous.month)}`.execute(db());
        expect(previous.balanceCents).toBe(sign * Number(rows[0]!.cents));
        const dates = history.points.map((point) => point.date);
        expect(dates).toEqual([...new Set(dates)].sort());
      }
    });

    it("answers 404 for another member's account and for an unknown id", async () => {
      expect((await get(`/accounts/${productOf(businessProducts, 'checking').id}/balance-history`)).statusCode).toBe(404);
      expect((await get('/accounts/6c1b6a52-8c3f-4a55-9a38-3f0c0c0c0c0c/balance-history')).statusCode).toBe(404);
      expect((await get(`/accounts/${productOf(products, 'checking').id}/balance-history?months=5`)).statusCode).toBe(400);
    });
  });

  describe('budgets', () => {
    it('sets, lists with this month\'s progress, changes and removes a budget', async () => {
      const initial = (await get('/budgets')).json() as BudgetList;
      expect(initial.month).toBe(today.slice(0, 7));
      expect(initial.budgets).toEqual([]);
      expect(initial.categories.map((category) => category.categoryId)).toContain(DINING);
      expect(initial.categories.map((category) => category.categoryId)).not.toContain(801);

      const spent = await ledgerSum({ ids: idsOf(spending.spendingAccountKinds), direction: 'DEBIT', from: `${today.slice(0, 7)}-01`, to: today, categoryId: DINING });
      const set = await put(DINING, { monthlyLimitCents: 40_000 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({ categoryId: DINING, name: 'Dining', groupName: 'Food', monthlyLimitCents: 40_000, spentCents: spent, remainingCents: 40_000 - spent } satisfies Budget);

      const changed = await put(DINING, { monthlyLimitCents: 25_000 });
      expect((changed.json() as Budget).monthlyLimitCents).toBe(25_000);
      expect((await put(GROCERIES, { monthlyLimitCents: 60_000 })).statusCode).toBe(200);
      const listed = (await get('/budgets')).json() as BudgetList;
      expect(listed.budgets.map((budget) => [budget.categoryId, budget.monthlyLimitCents])).toEqual([
        [GROCERIES, 60_000],
        [DINING, 25_000],
      ]);

      expect((await remove(DINING)).statusCode).toBe(204);
      expect((await remove(DINING)).statusCode).toBe(404);
      expect(((await get('/budgets')).json() as BudgetList).budgets.map((budget) => budget.categoryId)).toEqual([GROCERIES]);
      expect((await remove(GROCERIES)).statusCode).toBe(204);
    });

    it('refuses categories a budget cannot take, limits outside the rules and malformed input, changing nothing', async () => {
      const before = await budgetRows();
      const max = moneyInsightsManifest.budgets.maxMonthlyLimitCents;
      for (const [categoryId, payload] of [
        [801, { monthlyLimitCents: 1_000 }],
        [4, { monthlyLimitCents: 1_000 }],
        [99_999, { monthlyLimitCents: 1_000 }],
        [DINING, { monthlyLimitCents: max + 1 }],
        [DINING, { monthlyLimitCents: 0 }],
        [DINING, { monthlyLimitCents: -5 }],
        [DINING, { monthlyLimitCents: 10.5 }],
        [DINING, {}],
        [DINING, { monthlyLimitCents: 1_000, extra: true }],
        ['dining', { monthlyLimitCents: 1_000 }],
      ] as const) {
        const response = await put(categoryId, payload);
        expect(response.statusCode, `${categoryId} ${JSON.stringify(payload)}`).toBe(400);
      }
      expect((await put(DINING, { monthlyLimitCents: max })).statusCode).toBe(200);
      expect((await remove(DINING)).statusCode).toBe(204);
      expect(await budgetRows()).toBe(before);
    });

    it('keeps each user\'s budgets apart; a view-only trusted user reads but never writes', async () => {
      expect((await put(DINING, { monthlyLimitCents: 30_000 })).statusCode).toBe(200);
      expect(((await get('/budgets', businessSid)).json() as BudgetList).budgets).toEqual([]);
      expect((await remove(DINING, businessSid)).statusCode).toBe(404);
      const before = await budgetRows();
      expect((await get('/budgets', trustedSid)).statusCode).toBe(200);
      expect((await put(DINING, { monthlyLimitCents: 1_000 }, trustedSid)).statusCode).toBe(403);
      expect((await remove(DINING, trustedSid)).statusCode).toBe(403);
      expect(await budgetRows()).toBe(before);
      expect((await remove(DINING)).statusCode).toBe(204);
    });

    it('stops at the most budgets a user may keep', async () => {
      const { categories } = (await get('/budgets')).json() as BudgetList;
      const max = moneyInsightsManifest.budgets.maxBudgets;
      const ids = categories.map((category) => category.categoryId);
      for (const categoryId of ids.slice(0, max)) expect((await put(categoryId, { monthlyLimitCents: 1_000 })).statusCode).toBe(200);
      if (ids.length > max) expect((await put(ids[max]!, { monthlyLimitCents: 1_000 })).statusCode).toBe(400);
      expect((await put(ids[0]!, { monthlyLimitCents: 2_000 })).statusCode).toBe(200);
      for (const categoryId of ids.slice(0, max)) await remove(categoryId);
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/overview` })).statusCode).toBe(401);
  });
});

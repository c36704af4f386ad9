import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysOf, periodDividendCents, postingDateInMonth } from '../../engine/core/dividends';
import { businessDate } from '../../src/server/domain/business-date';
import { accruedDividendCents, dailyDepositBalances } from '../../src/server/domain/dividends/accrual';
import { runDueDividends } from '../../src/server/domain/dividends/post-dividends';
import { addDays } from '../../src/server/seed/calendar';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, unbalancedJournals } from './payment-orders.support';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

describe.each(databaseKinds())('the dividend job (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const memberAccounts = () =>
    t.database.db
      .selectFrom('arrangements as a')
      .innerJoin('members as m', 'm.username', 'm.username')
      .innerJoin('service_agreements as s', (join) => join.onRef('s.id', '=', 'a.agreement_id').onRef('s.primary_user_id', '=', 'm.id'))
      .leftJoin('certificate_terms as c', 'c.arrangement_id', 'a.id')
      .innerJoin('arrangement_terms as r', 'r.arrangement_id', 'a.id')
      .select(['a.id', 'a.name', 'a.product_kind', 'r.interest_rate_bps', 'c.rate_bps', 'c.maturity_date'])
      .where('m.username', '=', 'member')
      .where('a.product_kind', 'in', ['savings', 'ira'])
      .execute();

  it('posts the month-end dividend of every earning account once, however often it runs, accrued daily at the account’s rate', async () => {
    const today = businessDate(t.clock.now());
    const monthEnd = postingDateInMonth(today.slice(0, 7), { postingDay: 'LAST_DAY_OF_MONTH' });
    const after = addDays(monthEnd, 1);
    const accounts = await memberAccounts();
    expect(accounts.map((account) => account.name).sort()).toEqual(['12-Month Certificate', '24-Month Certificate', 'Rainy Day Savings', 'Traditional IRA']);
    const before = new Map(await Promise.all(accounts.map(async (account) => [account.id, await ledgerSum(t, account.id)] as const)));

    // The seed paid up to the last month-end, and accounts it paid nothing (checking) start with the current month:
    // on the seed's day nothing is due, so nothing is posted back into a closed statement period.
    const early = await runDueDividends(t.database.db, { today, now: t.clock.now() });
    expect(early).toMatchObject({ posted: 0, empty: 0 });
    for (const account of accounts) expect(await ledgerSum(t, account.id)).toBe(before.get(account.id));

    const first = await runDueDividends(t.database.db, { today: after, now: t.clock.now() });
    // A certificate maturing by the month-end has that period paid at maturity instead.
    const paid = accounts.filter((candidate) => candidate.maturity_date === null || candidate.maturity_date > monthEnd);
    expect(first.posted).toBeGreaterThanOrEqual(paid.length);
    const journals = await countRows(t, 'journals');
    const second = await runDueDividends(t.database.db, { today: after, now: t.clock.now() });
    expect(second).toEqual({ posted: 0, empty: 0, started: 0 });
    expect(await countRows(t, 'journals')).toBe(journals);

    const periodStart = `${monthEnd.slice(0, 7)}-01`;
    for (const account of paid) {
      const rows = await t.database.db.selectFrom('dividend_postings').selectAll().where('arrangement_id', '=', account.id).where('period_end', '=', monthEnd).execute();
      expect(rows, account.name).toHaveLength(1);
      const row = rows[0]!;
      expect(row.period_start).toBe(periodStart);
      // Each day's closing balance, worked back from the balance before the job through the booked lines after that day.
      const booked = await t.database.db.selectFrom('transactions').select(['booking_date', 'amount_cents', 'credit_debit']).where('arrangement_id', '=', account.id).where('status', '=', 'BOOKED').where('booking_date', '>=', periodStart).where('category', '<>', 'Dividends').execute();
      const closing = (day: string) => -before.get(account.id)! - booked.filter((line) => line.booking_date > day).reduce((sum, line) => sum + (line.credit_debit === 'CREDIT' ? 1 : -1) * Number(line.amount_cents), 0);
      const expected = periodDividendCents(daysOf(periodStart, monthEnd).map(closing), Number(account.rate_bps ?? account.interest_rate_bps));
      expect(Number(row.amount_cents)).toBe(expected);
      expect(expected).toBeGreaterThan(0);
      expect(await ledgerSum(t, account.id)).toBe(before.get(account.id)! - expected);
      const lines = await t.database.db.selectFrom('transactions').select(['booking_date', 'amount_cents', 'category']).where('journal_id', '=', row.journal_id!).execute();
      expect(lines).toEqual([{ booking_date: monthEnd, amount_cents: expected, category: 'Dividends' }]);
    }
    // Checking earns too (its terms carry a rate): the seed paid it nothing, so the first run marked where its periods
    // start (nothing paid), and the month-end after that is paid.
    const checking = await t.database.db
      .selectFrom('arrangements as a')
      .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
      .innerJoin('members as m', 'm.id', 's.primary_user_id')
      .select('a.id')
      .where('m.username', '=', 'member')
      .where('a.product_kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    const periods = await t.database.db.selectFrom('dividend_postings').select(['period_start', 'period_end', 'amount_cents']).where('arrangement_id', '=', checking.id).orderBy('period_end').execute();
    expect(periods.map((period) => [period.period_start, period.period_end])).toEqual([
      [addDays(periodStart, -1), addDays(periodStart, -1)],
      [periodStart, monthEnd],
    ]);
    expect(Number(periods[0]!.amount_cents)).toBe(0);
    expect(await unbalancedJournals(t)).toBe(0);
  });

  it('accrues simple dividends when the schedule does not compound: the dividends credited so far earn nothing', async () => {
    const [savings] = (await memberAccounts()).filter((account) => account.product_kind === 'savings');
    const today = businessDate(t.clock.now());
    const monthEnd = postingDateInMonth(addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7), { postingDay: 'LAST_DAY_OF_MONTH' });
    const from = `${monthEnd.slice(0, 7)}-01`;
    const input = { arrangementId: savings!.id, from, through: monthEnd, rateBps: savings!.interest_rate_bps };
    const balances = await dailyDepositBalances(t.database.db, savings!.id, from, monthEnd);
    // By hand: every dividend credited on or before each day, from the account's transactions list.
    const dividends = await t.database.db.selectFrom('transactions').select(['booking_date', 'amount_cents']).where('arrangement_id', '=', savings!.id).where('category', '=', 'Dividends').execute();
    expect(dividends.length).toBeGreaterThan(0);
    const toDate = (day: string) => dividends.filter((line) => line.booking_date <= day).reduce((sum, line) => sum + Number(line.amount_cents), 0);
    const simple = periodDividendCents(daysOf(from, monthEnd).map((day, index) => balances[index]! - toDate(day)), savings!.interest_rate_bps);
    expect(await accruedDividendCents(t.database.db, { ...input, compound: true })).toBe(periodDividendCents(balances, savings!.interest_rate_bps));
    expect(await accruedDividendCents(t.database.db, { ...input, compound: false })).toBe(simple);
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});

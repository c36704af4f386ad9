import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateList, IraOverview } from '../../engine/core/generated/api.gen';
import { daysOf, periodDividendCents, postingDatesBetween } from '../../engine/core/dividends';
import { businessDate } from '../../src/server/domain/business-date';
import { dividendKindOf, dividendPosting } from '../../src/server/domain/dividends/schedule';
import { addDays } from '../../src/server/seed/calendar';
import { personas } from '../../src/server/seed/personas';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const monthEnd = { postingDay: 'LAST_DAY_OF_MONTH' } as const;

describe.each(databaseKinds())('the seeded history pays dividends and records IRA contributions (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    today = businessDate(t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  const dividendLines = (arrangementId: string) =>
    t.database.db.selectFrom('transactions').select(['booking_date', 'amount_cents', 'credit_debit']).where('arrangement_id', '=', arrangementId).where('category', '=', 'Dividends').orderBy('booking_date').execute();

  it('credits each certificate a dividend every month-end since it opened, accrued daily at its rate and compounding', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/certificates', cookies: { sid } })).json() as CertificateList;
    expect(list.certificates).toHaveLength(2);
    for (const certificate of list.certificates) {
      const dates = postingDatesBetween(addDays(certificate.openedOn, -1), addDays(today, -1), monthEnd);
      const lines = await dividendLines(certificate.id);
      expect(lines.map((line) => line.booking_date)).toEqual(dates);
      // Recompute from the principal: each period accrues on the balance including the dividends before it.
      let balance = certificate.termMonths === 12 ? 1_000_000 : 2_500_000;
      let start = certificate.openedOn;
      const expected = dates.map((end) => {
        const cents = periodDividendCents(daysOf(start, end).map(() => balance), certificate.rateBps);
        balance += cents;
        start = addDays(end, 1);
        return cents;
      });
      expect(lines.map((line) => line.amount_cents)).toEqual(expected);
      expect(lines.every((line) => line.credit_debit === 'CREDIT')).toBe(true);
      expect(certificate.balanceCents).toBe(balance);
      expect(balance).toBeGreaterThan(certificate.termMonths === 12 ? 1_000_000 : 2_500_000);
      const periods = await t.database.db.selectFrom('dividend_postings').select(['period_end', 'amount_cents']).where('arrangement_id', '=', certificate.id).orderBy('period_end').execute();
      expect(periods.map((period) => [period.period_end, Number(period.amount_cents)])).toEqual(dates.map((date, index) => [date, expected[index]]));
    }
    // A 12-month certificate at 4.25% (APY 4.33%) on $10,000.00: the first full month (31 days) earns $36.10.
    const twelve = list.certificates.find((certificate) => certificate.termMonths === 12)!;
    expect((await dividendLines(twelve.id)).some((line) => line.amount_cents >= 3_400 && line.amount_cents <= 3_800)).toBe(true);
  });

  it("counts the seeded monthly IRA transfers as contributions for the year they posted in", async () => {
    const overview = (await t.app.inject({ method: 'GET', url: '/api/ira/client-api/v1/iras', cookies: { sid } })).json() as IraOverview;
    const ira = overview.iras[0]!;
    const year = Number(today.slice(0, 4));
    const transfers = await t.database.db
      .selectFrom('transactions')
      .select(['booking_date', 'amount_cents'])
      .where('arrangement_id', '=', ira.arrangementId)
      .where('category', '=', 'Retirement')
      .where('credit_debit', '=', 'CREDIT')
      .execute();
    const inYear = (taxYear: number) => transfers.filter((line) => line.booking_date.startsWith(String(taxYear))).reduce((sum, line) => sum + Number(line.amount_cents), 0);
    // Every open tax year (the prior one too until its deadline) counts that year's transfers; together they are some.
    expect(overview.taxYears.reduce((sum, entry) => sum + inYear(entry.taxYear), 0)).toBeGreaterThan(0);
    for (const entry of ira.years) expect(entry.contributedCents, String(entry.taxYear)).toBe(inYear(entry.taxYear));
    const current = ira.years.find((entry) => entry.taxYear === year)!;
    expect(current.contributedCents).toBe(inYear(year));
    expect(current.remainingCents).toBe(Math.max(0, current.limitCents - inYear(year)));
  });

  it('pays the business and light personas their dividends through the same rule: every earning account, every posting date', async () => {
    const usernames = personas.filter((persona) => persona.activity === 'business' || persona.activity === 'light').map((persona) => persona.username);
    expect(usernames).toContain('business');
    const accounts = await t.database.db
      .selectFrom('arrangements as a')
      .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
      .innerJoin('members as m', 'm.id', 's.primary_user_id')
      .innerJoin('arrangement_terms as r', 'r.arrangement_id', 'a.id')
      .select(['m.username', 'a.id', 'a.name', 'a.product_kind', 'r.interest_rate_bps'])
      .where('m.username', 'in', usernames)
      .where('s.is_master', '=', true)
      .execute();
    // An account bears dividends when its product has a dividend schedule and its terms a rate above zero.
    const earning = accounts.filter((account) => dividendKindOf(account.product_kind, false) !== null && account.interest_rate_bps > 0);
    const earners = new Set(earning.map((account) => account.username));
    // Every light persona has a checking and a savings that earn; the business checking's rate is zero, so it earns none.
    for (const username of usernames.filter((name) => name !== 'business')) expect(earners.has(username), username).toBe(true);
    expect(accounts.some((account) => account.username === 'business' && account.product_kind === 'checking' && account.interest_rate_bps === 0)).toBe(true);

    for (const account of earning) {
      const rule = dividendPosting(dividendKindOf(account.product_kind, false)!);
      const first = await t.database.db.selectFrom('transactions').select((eb) => eb.fn.min('booking_date').as('first')).where('arrangement_id', '=', account.id).executeTakeFirstOrThrow();
      // The first period the seeded history covers from its first day, through the last posting date before today.
      const dates = postingDatesBetween(first.first as string, addDays(today, -1), rule).slice(1);
      expect(dates.length, account.name).toBeGreaterThan(0);
      const periods = await t.database.db.selectFrom('dividend_postings').select(['period_end', 'amount_cents', 'journal_id']).where('arrangement_id', '=', account.id).orderBy('period_end').execute();
      expect(periods.map((period) => period.period_end), `${account.username} ${account.name}`).toEqual(expect.arrayContaining(dates));
      // What was paid is what the transactions list shows: one Dividends credit per paid period, of that amount.
      const lines = await dividendLines(account.id);
      const paid = periods.filter((period) => Number(period.amount_cents) > 0);
      expect(lines.map((line) => [line.booking_date, Number(line.amount_cents), line.credit_debit])).toEqual(paid.map((period) => [period.period_end, Number(period.amount_cents), 'CREDIT']));
      if (account.product_kind === 'savings') expect(paid.length, `${account.username} ${account.name}`).toBeGreaterThan(0);
    }
  });
});

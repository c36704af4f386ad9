import { describe, expect, it } from 'vitest';
import { cashFlow, spendingByCategory, spentByCategory, type CountingRules } from '../../../src/server/domain/money-insights/aggregate';
import type { InsightLine } from '../../../src/server/domain/money-insights/ledger-lines';
import { monthsEnding } from '../../../src/server/domain/money-insights/months';

const rules: CountingRules = { spendingAccountKinds: ['checking', 'creditCard'], incomeAccountKinds: ['checking'], excludedCategoryIds: [801] };
const names = new Map([
  [401, { name: 'Groceries', groupName: 'Food' }],
  [402, { name: 'Dining', groupName: 'Food' }],
  [101, { name: 'Income', groupName: 'Earnings' }],
]);
const line = (bookingDate: string, amountCents: number, categoryId: number, creditDebit: 'DEBIT' | 'CREDIT' = 'DEBIT', productKind: InsightLine['productKind'] = 'checking'): InsightLine => ({
  arrangementId: 'a',
  productKind,
  bookingDate,
  amountCents,
  creditDebit,
  categoryId,
  merchant: 'x',
});

describe('money insights aggregation', () => {
  const months = ['2026-10', '2026-11'];
  const lines = [
    line('2026-10-02', 5_000, 401),
    line('2026-10-20', 2_500, 402, 'DEBIT', 'creditCard'),
    line('2026-11-03', 7_000, 401),
    line('2026-11-04', 30_000, 801),
    line('2026-11-05', 1_000, 402, 'DEBIT', 'savings'),
    line('2026-11-06', 250_000, 101, 'CREDIT'),
    line('2026-11-07', 900, 402, 'CREDIT', 'creditCard'),
    line('2026-09-30', 9_999, 401),
  ];

  it('sums debits of spending accounts per category and month, largest first, leaving out transfers', () => {
    expect(spendingByCategory(lines, months, rules, names)).toEqual([
      { categoryId: 401, name: 'Groceries', groupName: 'Food', monthlyCents: [5_000, 7_000], totalCents: 12_000 },
      { categoryId: 402, name: 'Dining', groupName: 'Food', monthlyCents: [2_500, 0], totalCents: 2_500 },
    ]);
  });

  it('answers income (credits of income accounts) against spending per month', () => {
    expect(cashFlow(lines, months, rules)).toEqual([
      { month: '2026-10', incomeCents: 0, spendingCents: 7_500, netCents: -7_500 },
      { month: '2026-11', incomeCents: 250_000, spendingCents: 7_000, netCents: 243_000 },
    ]);
  });

  it("counts one month's spending per category for budgets", () => {
    expect(spentByCategory(lines, '2026-11', rules)).toEqual(new Map([[401, 7_000]]));
  });

  it('lists the months ending with today, across a year end', () => {
    expect(monthsEnding('2027-02-27', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsEnding('2026-03-31', 1)).toEqual(['2026-03']);
  });
});

import type { CashFlowMonth, SpendingCategory } from '../../../../engine/core/generated/api.gen';
import type { ProductKind } from '../../db/schema';
import type { InsightLine } from './ledger-lines';

/** Which lines count: spending is a debit of a spending account, income a credit of an income account. */
export interface CountingRules {
  spendingAccountKinds: readonly ProductKind[];
  incomeAccountKinds: readonly ProductKind[];
  excludedCategoryIds: readonly number[];
}

export const isSpending = (line: InsightLine, rules: CountingRules): boolean =>
  line.creditDebit === 'DEBIT' && rules.spendingAccountKinds.includes(line.productKind) && !rules.excludedCategoryIds.includes(line.categoryId);

export const isIncome = (line: InsightLine, rules: CountingRules): boolean =>
  line.creditDebit === 'CREDIT' && rules.incomeAccountKinds.includes(line.productKind) && !rules.excludedCategoryIds.includes(line.categoryId);

/**
 * Spending per category per month, largest total first (then by name). Lines outside the months are ignored, and a
 * category without spending is left out.
 */
export function spendingByCategory(
  lines: readonly InsightLine[],
  months: readonly string[],
  rules: CountingRules,
  names: ReadonlyMap<number, { name: string; groupName: string }>,
): SpendingCategory[] {
  const byCategory = new Map<number, number[]>();
  for (const line of lines) {
    const index = months.indexOf(line.bookingDate.slice(0, 7));
    if (index < 0 || !isSpending(line, rules)) continue;
    const monthly = byCategory.get(line.categoryId) ?? months.map(() => 0);
    monthly[index]! += line.amountCents;
    byCategory.set(line.categoryId, monthly);
  }
  return [...byCategory]
    .map(([categoryId, monthlyCents]) => {
      const named = names.get(categoryId) ?? { name: String(categoryId), groupName: '' };
      return { categoryId, name: named.name, groupName: named.groupName, monthlyCents, totalCents: monthlyCents.reduce((sum, cents) => sum + cents, 0) };
    })
    .sort((a, b) => b.totalCents - a.totalCents || a.name.localeCompare(b.name));
}

/** Income and spending per month, in the order of months. */
export function cashFlow(lines: readonly InsightLine[], months: readonly string[], rules: CountingRules): CashFlowMonth[] {
  const flows = months.map((month) => ({ month, incomeCents: 0, spendingCents: 0, netCents: 0 }));
  for (const line of lines) {
    const flow = flows[months.indexOf(line.bookingDate.slice(0, 7))];
    if (!flow) continue;
    if (isSpending(line, rules)) flow.spendingCents += line.amountCents;
    else if (isIncome(line, rules)) flow.incomeCents += line.amountCents;
  }
  for (const flow of flows) flow.netCents = flow.incomeCents - flow.spendingCents;
  return flows;
}

/** Spending this month per category (budget progress). */
export function spentByCategory(lines: readonly InsightLine[], month: string, rules: CountingRules): Map<number, number> {
  const spent = new Map<number, number>();
  for (const line of lines) {
    if (line.bookingDate.slice(0, 7) === month && isSpending(line, rules)) spent.set(line.categoryId, (spent.get(line.categoryId) ?? 0) + line.amountCents);
  }
  return spent;
}

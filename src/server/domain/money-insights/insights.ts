import type { Kysely } from 'kysely';
import type { MoneyInsightsOverview, RecurringChargeList } from '../../../../engine/core/generated/api.gen';
import { detectRecurringCharges } from '../../../../engine/core/recurring-charges';
import { moneyInsightsManifest } from '../../../manifests/money-insights-manifest';
import type { Arrangement, Database } from '../../db/schema';
import { maskAccountNumber } from '../product-summary';
import { visibleArrangements, type AccountReach } from '../visible-arrangements';
import { cashFlow, isSpending, spendingByCategory, type CountingRules } from './aggregate';
import { bookedLines, categoryNames } from './ledger-lines';
import { firstDayOf, monthsEnding } from './months';

export const countingRules: CountingRules = moneyInsightsManifest.spending;

/** The open accounts the session reaches whose kind counts as spending or income. */
async function countedAccounts(db: Kysely<Database>, reach: AccountReach | readonly string[]): Promise<Arrangement[]> {
  const kinds = new Set([...countingRules.spendingAccountKinds, ...countingRules.incomeAccountKinds]);
  return (await visibleArrangements(db, reach)).filter((account) => kinds.has(account.product_kind));
}

/** The booked lines of the counted accounts from the first day of `firstMonth` up to today. */
export async function countedLines(db: Kysely<Database>, reach: AccountReach | readonly string[], firstMonth: string, today: string) {
  const accounts = await countedAccounts(db, reach);
  return bookedLines(
    db,
    accounts.map((account) => account.id),
    firstDayOf(firstMonth),
    today,
  );
}

/** Spending by category and income versus spending over the last `months` months, and the accounts with a history. */
export async function moneyOverview(db: Kysely<Database>, reach: AccountReach | readonly string[], today: string, months: number): Promise<MoneyInsightsOverview> {
  const window = monthsEnding(today, months);
  const [lines, names, visible] = await Promise.all([countedLines(db, reach, window[0]!, today), categoryNames(db), visibleArrangements(db, reach)]);
  const historyKinds: readonly string[] = moneyInsightsManifest.balanceHistory.accountKinds;
  return {
    asOf: today,
    months: window,
    categories: spendingByCategory(lines, window, countingRules, names),
    cashFlow: cashFlow(lines, window, countingRules),
    accounts: visible
      .filter((account) => historyKinds.includes(account.product_kind))
      .map((account) => ({ id: account.id, name: account.name, productKind: account.product_kind, maskedAccountNumber: maskAccountNumber(account.account_number) })),
  };
}

/** Repeating charges among the spending of the last config recurring.lookbackMonths months. */
export async function recurringCharges(db: Kysely<Database>, reach: AccountReach | readonly string[], today: string): Promise<RecurringChargeList> {
  const rules = moneyInsightsManifest.recurring;
  const window = monthsEnding(today, rules.lookbackMonths);
  const lines = await countedLines(db, reach, window[0]!, today);
  const charges = lines.filter((line) => isSpending(line, countingRules)).map((line) => ({ date: line.bookingDate, amountCents: line.amountCents, merchant: line.merchant }));
  return { asOf: today, charges: detectRecurringCharges(charges, rules, today) };
}

import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core';
import { appManifest } from '../../src/manifests';
import { formatDay } from '../shared/format-day';

/** The balance labels of the summary and of the account page (both copy sections have them). */
export interface BalanceLabels {
  readonly currentBalance: string;
  readonly currentPrincipal: string;
  readonly availableBalance: string;
  readonly principalAmount: string;
  readonly pastDueAmount: string;
  readonly pastDueDate: string;
}

export interface BalanceRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  /** A past-due figure: shown as a warning. */
  readonly alert?: boolean;
}

const availableKinds: ReadonlySet<string> = new Set(appManifest.productSummary.availableBalanceProductKinds);

type BalanceFacts = Pick<ProductSummaryEntry, 'productKind' | 'bookedBalanceCents' | 'availableBalanceCents' | 'principalAmountCents' | 'pastDue'>;

/**
 * The balances an account shows: a loan (it has an original principal) its current principal and its original
 * principal, labelled apart; the available balance only for kinds that have one to spend or draw (app.json); and
 * what is past due, with the missed due date, when the account is delinquent.
 */
export function balanceRows(account: BalanceFacts, labels: BalanceLabels): BalanceRow[] {
  const loan = account.principalAmountCents !== undefined;
  const rows: BalanceRow[] = [{ key: 'current', label: loan ? labels.currentPrincipal : labels.currentBalance, value: formatCents(account.bookedBalanceCents) }];
  if (availableKinds.has(account.productKind)) rows.push({ key: 'available', label: labels.availableBalance, value: formatCents(account.availableBalanceCents) });
  if (account.principalAmountCents !== undefined) rows.push({ key: 'principal', label: labels.principalAmount, value: formatCents(account.principalAmountCents) });
  if (account.pastDue !== undefined) {
    rows.push({ key: 'past-due', label: labels.pastDueAmount, value: formatCents(account.pastDue.amountCents), alert: true });
    rows.push({ key: 'past-due-date', label: labels.pastDueDate, value: formatDay(account.pastDue.dueDate), alert: true });
  }
  return rows;
}

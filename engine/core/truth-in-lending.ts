import type { IsoDate } from './business-days';
import type { ScheduledInstallment } from './loan-servicing';

/** A run of consecutive payments of the same amount: "47 payments of $286.42, monthly from June 15, 2026". */
export interface TilaPaymentGroup {
  count: number;
  amountCents: number;
  firstDueDate: IsoDate;
  lastDueDate: IsoDate;
}

/**
 * The closed-end credit disclosure of Regulation Z (the Truth in Lending box and the payment schedule), in integer
 * cents and the APR in basis points.
 */
export interface TruthInLending {
  /** The cost of the credit as a yearly rate. */
  aprBps: number;
  /** What the credit costs in dollars: the total of payments less the amount financed. */
  financeChargeCents: number;
  /** The credit provided to the member or on their behalf. */
  amountFinancedCents: number;
  /** What the member will have paid after making every payment as scheduled. */
  totalOfPaymentsCents: number;
  /** Every scheduled payment, runs of equal amounts together, in due-date order. */
  payments: TilaPaymentGroup[];
}

/** Runs of consecutive installments with the same payment, in schedule order. */
function paymentGroups(schedule: readonly ScheduledInstallment[]): TilaPaymentGroup[] {
  const groups: TilaPaymentGroup[] = [];
  for (const row of schedule) {
    const last = groups.at(-1);
    if (last && last.amountCents === row.paymentCents) {
      last.count += 1;
      last.lastDueDate = row.dueDate;
    } else {
      groups.push({ count: 1, amountCents: row.paymentCents, firstDueDate: row.dueDate, lastDueDate: row.dueDate });
    }
  }
  return groups;
}

/**
 * The Truth in Lending disclosure of a fixed-rate loan from the schedule it is (or will be) booked with.
 *
 * The loans carry no fees or other prepaid finance charges, so the amount financed is the principal and the APR is
 * the note rate (the rate the schedule's interest is computed at). The total of payments is the sum of the scheduled
 * payments, and the finance charge is that total less the amount financed, which for such a loan is exactly the sum
 * of the schedule's interest column.
 *
 * The figures must reconcile with the schedule to the cent, so a schedule that does not (installments out of order,
 * a payment that is not its principal plus its interest, a principal column that does not repay the amount financed)
 * is refused rather than disclosed.
 */
export function truthInLending(input: { amountFinancedCents: number; noteRateBps: number; schedule: readonly ScheduledInstallment[] }): TruthInLending {
  const { amountFinancedCents, noteRateBps, schedule } = input;
  if (!Number.isSafeInteger(amountFinancedCents) || amountFinancedCents <= 0) throw new RangeError(`Amount financed of ${amountFinancedCents} cents`);
  if (!Number.isInteger(noteRateBps) || noteRateBps < 0) throw new RangeError(`Note rate of ${noteRateBps} bps`);
  if (schedule.length === 0) throw new RangeError('A loan without payments has no disclosure');
  let principalCents = 0;
  let totalOfPaymentsCents = 0;
  schedule.forEach((row, index) => {
    if (row.installment !== index + 1) throw new RangeError(`Installment ${row.installment} where ${index + 1} belongs`);
    if (index > 0 && row.dueDate <= schedule[index - 1]!.dueDate) throw new RangeError(`Installment ${row.installment} is not due after the one before it`);
    if (row.paymentCents !== row.principalCents + row.interestCents) throw new RangeError(`Installment ${row.installment} is not its principal plus its interest`);
    principalCents += row.principalCents;
    totalOfPaymentsCents += row.paymentCents;
  });
  if (principalCents !== amountFinancedCents) throw new RangeError(`The schedule repays ${principalCents} cents of ${amountFinancedCents}`);
  return {
    aprBps: noteRateBps,
    financeChargeCents: totalOfPaymentsCents - amountFinancedCents,
    amountFinancedCents,
    totalOfPaymentsCents,
    payments: paymentGroups(schedule),
  };
}

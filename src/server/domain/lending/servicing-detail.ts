import type { AccountDetail, LoanServicing } from '../../../../engine/core/generated/api.gen';
import { withAmountsDue } from '../amounts-due-terms';

/**
 * A scheduled loan's account detail: its payment due, current amount due and past due come from the schedule and the
 * payments to it, the past-due amount kept apart from the next installment's (the total due is both), and the
 * schedule itself comes along.
 */
export function withLoanServicing(detail: AccountDetail, servicing: LoanServicing): AccountDetail {
  const { pastDue: _pastDue, ...entry } = detail;
  const { paymentDueDate: _due, ...rest } = detail.details;
  const details = withAmountsDue(servicing.nextDue ? { ...rest, paymentDueDate: servicing.nextDue.dueDate } : rest, {
    currentDueCents: servicing.nextDue?.amountCents ?? 0,
    pastDueCents: servicing.pastDue?.amountCents ?? 0,
  });
  return {
    ...entry,
    ...(servicing.pastDue ? { pastDue: { amountCents: servicing.pastDue.amountCents, dueDate: servicing.pastDue.oldestDueDate } } : {}),
    details,
    loanServicing: servicing,
  };
}

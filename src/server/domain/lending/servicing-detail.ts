import type { AccountDetail, LoanServicing } from '../../../../engine/core/generated/api.gen';

/**
 * A scheduled loan's account detail: its payment due, minimum due and past due come from the schedule and the payments
 * to it (what is still due by the next due date includes what is past due), and the schedule itself comes along.
 */
export function withLoanServicing(detail: AccountDetail, servicing: LoanServicing): AccountDetail {
  const { pastDue: _pastDue, ...entry } = detail;
  const details = { ...detail.details };
  delete details.paymentDueDate;
  if (servicing.nextDue) details.paymentDueDate = servicing.nextDue.dueDate;
  details.minimumDueCents = (servicing.nextDue?.amountCents ?? 0) + (servicing.pastDue?.amountCents ?? 0);
  return {
    ...entry,
    ...(servicing.pastDue ? { pastDue: { amountCents: servicing.pastDue.amountCents, dueDate: servicing.pastDue.oldestDueDate } } : {}),
    details,
    loanServicing: servicing,
  };
}

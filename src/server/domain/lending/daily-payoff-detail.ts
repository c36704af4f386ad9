import type { Kysely } from 'kysely';
import { dailyInterestPayoff } from '../../../../engine/core/daily-interest-payoff';
import type { LoanDailyPayoff } from '../../../../engine/core/generated/api.gen';
import type { Database } from '../../db/schema';
import { loadDailyInterestLoans } from './daily-interest-loans';

/** The page's payoff of a loan or line without a stored schedule, good through `today`; undefined for any other account. */
export async function loadDailyPayoff(db: Kysely<Database>, arrangementId: string, today: string): Promise<LoanDailyPayoff | undefined> {
  const loan = (await loadDailyInterestLoans(db, [arrangementId])).get(arrangementId);
  if (!loan) return undefined;
  const payoff = dailyInterestPayoff(loan, today);
  return {
    amountCents: payoff.payoffCents,
    asOf: today,
    outstandingPrincipalCents: payoff.outstandingPrincipalCents,
    accruedInterestCents: payoff.accruedInterestCents,
    accruedDays: payoff.accruedDays,
    perDiemCents: payoff.perDiemCents,
    interestChargedThrough: loan.interestChargedThrough,
  };
}

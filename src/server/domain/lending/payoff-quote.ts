import type { Kysely } from 'kysely';
import type { LoanPayoffQuote } from '../../../../engine/core/generated/api.gen';
import { dailyInterestPayoff } from '../../../../engine/core/daily-interest-payoff';
import { payoffQuote } from '../../../../engine/core/payoff-quote';
import type { Database } from '../../db/schema';
import { loadDailyInterestLoans } from './daily-interest-loans';
import { loadServicedLoans } from './servicing';

/**
 * A loan's payoff good through `through` from the same facts its page's payoff comes from: a loan with a stored payment
 * schedule by its servicing rule, any other loan or line by daily interest on its balance owed. Undefined only when the
 * account is not a loan or line of credit.
 */
export async function loadPayoffQuote(db: Kysely<Database>, arrangementId: string, through: string): Promise<LoanPayoffQuote | undefined> {
  const scheduled = (await loadServicedLoans(db, [arrangementId])).get(arrangementId);
  if (scheduled) return payoffQuote(scheduled, through);
  const daily = (await loadDailyInterestLoans(db, [arrangementId])).get(arrangementId);
  if (!daily) return undefined;
  const { payoffCents, goodThrough, perDiemCents } = dailyInterestPayoff(daily, through);
  return { payoffCents, goodThrough, perDiemCents };
}

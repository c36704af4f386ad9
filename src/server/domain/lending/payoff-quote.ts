import type { Kysely } from 'kysely';
import type { LoanPayoffQuote } from '../../../../engine/core/generated/api.gen';
import { payoffQuote } from '../../../../engine/core/payoff-quote';
import type { Database } from '../../db/schema';
import { loadServicedLoans } from './servicing';

/**
 * A loan's payoff good through `through` from the same servicing facts its page's payoff comes from; undefined when
 * the account has no stored payment schedule (its page shows no payoff, so there is nothing to quote).
 */
export async function loadPayoffQuote(db: Kysely<Database>, arrangementId: string, through: string): Promise<LoanPayoffQuote | undefined> {
  const loan = (await loadServicedLoans(db, [arrangementId])).get(arrangementId);
  return loan ? payoffQuote(loan, through) : undefined;
}

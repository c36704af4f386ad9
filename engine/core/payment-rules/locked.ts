import type { PaymentEndpointFacts } from './types';

/** The config/errors.json code of a payment into or out of a certificate in its term. */
export const CERTIFICATE_IN_TERM = 'CERTIFICATE_BEFORE_MATURITY';

/**
 * Whether an account takes no transfer, payment, contribution or loan money in or out: a certificate in its term.
 * Its money moves only when the member closes it early (with the penalty) or when its maturity is carried out (a new
 * term, or the balance paid out to savings); neither goes through the payment rules. The maturity date alone does not
 * open it: until the maturity has run, a deposit would still earn the whole term's dividend.
 */
export function paymentsLocked(facts: Pick<PaymentEndpointFacts, 'certificateMaturesOn'>): boolean {
  return facts.certificateMaturesOn !== undefined;
}

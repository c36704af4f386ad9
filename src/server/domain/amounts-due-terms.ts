import { amountsDue } from '../../../engine/core/amount-due';
import type { AccountTerms } from '../../../engine/core/generated/api.gen';

/**
 * An owed account's terms with what is due: this period's amount due as minimumDueCents and, when the account is
 * behind, the past-due amount apart from it and the total of both (engine/core amountsDue).
 */
export function withAmountsDue(details: AccountTerms, input: { currentDueCents: number; pastDueCents: number }): AccountTerms {
  const { pastDueCents, currentDueCents, totalDueCents } = amountsDue(input);
  const { pastDueCents: _past, totalDueCents: _total, ...rest } = details;
  const terms: AccountTerms = { ...rest, minimumDueCents: currentDueCents };
  return pastDueCents > 0 ? { ...terms, pastDueCents, totalDueCents } : terms;
}

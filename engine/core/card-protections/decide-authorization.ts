import { categoryOfMcc } from './merchant-category';
import { isCoveredByTravelPlan } from './travel-coverage';
import type {
  AlertReason,
  AuthorizationContext,
  AuthorizationDecision,
  AuthorizationRequest,
  AuthorizingCard,
  CardProtections,
  DeclineReasonCode,
} from './types';

/** Statuses a card can be used in: active and dormant active. Issued-not-activated, unissued and closed cannot. */
export const USABLE_CARD_STATUSES: readonly string[] = ['AC', 'DA'];

/**
 * The card network's answer to one authorization, applying in order: card status, lock status, the international
 * rule (a travel plan naming the country on that day lifts a BLOCK, not an ALERT: the member still asked to hear),
 * the transaction-type rule, the merchant-category rule, the per-transaction limit, the monthly limit, the funds the
 * account has available, then "alert on every transaction". The first refusal wins. Every decline texts the member once (DECLINED) — a declined card is
 * what a member most needs to hear about, and it is how a blocked fraud attempt reaches them; an approval texts
 * once per ALERT rule that matched, or once for "every transaction" when none did.
 */
export function decideAuthorization(
  request: AuthorizationRequest,
  card: AuthorizingCard,
  protections: CardProtections,
  context: AuthorizationContext,
): AuthorizationDecision {
  const category = categoryOfMcc(request.merchantCategoryCode, context.categories);
  const decline = (reasonCode: DeclineReasonCode): AuthorizationDecision => ({ decision: 'DECLINED', reasonCode, category, alerts: ['DECLINED'] });

  if (!USABLE_CARD_STATUSES.includes(card.status)) return decline('CARD_INACTIVE');
  if (card.lockStatus === 'LOCKED') return decline('CARD_LOCKED');

  const alerts: AlertReason[] = [];
  if (request.countryCode !== context.homeCountry) {
    const rule = protections.international;
    if (rule === 'BLOCK' && !isCoveredByTravelPlan(request.countryCode, request.date, context.travelPlans)) return decline('INTERNATIONAL_BLOCKED');
    if (rule === 'ALERT') alerts.push('INTERNATIONAL');
  }

  const typeRule = protections.transactionTypes[request.channel];
  if (typeRule === 'BLOCK') return decline('TRANSACTION_TYPE_BLOCKED');
  if (typeRule === 'ALERT') alerts.push('TRANSACTION_TYPE');

  const categoryRule = category === null ? 'ALLOW' : (protections.merchantCategories[category] ?? 'ALLOW');
  if (categoryRule === 'BLOCK') return decline('MERCHANT_CATEGORY_BLOCKED');
  if (categoryRule === 'ALERT') alerts.push('MERCHANT_CATEGORY');

  if (protections.perTransactionLimitCents !== null && request.amountCents > protections.perTransactionLimitCents) return decline('PER_TRANSACTION_LIMIT');
  if (protections.monthlyLimitCents !== null && context.spentThisMonthCents + request.amountCents > protections.monthlyLimitCents) return decline('MONTHLY_LIMIT');
  if (context.availableCents !== null && request.amountCents > context.availableCents) return decline('INSUFFICIENT_FUNDS');

  if (alerts.length === 0 && protections.alertEveryTransaction) alerts.push('EVERY_TRANSACTION');
  return { decision: 'APPROVED', reasonCode: 'APPROVED', category, alerts };
}

/** What a member chooses for one kind of use: let it through, let it through and text me, or decline it. */
export type ProtectionRule = 'ALLOW' | 'ALERT' | 'BLOCK';

/** How the card is used, as the card network reports it. */
export type CardChannel = 'ONLINE' | 'IN_STORE' | 'ATM' | 'RECURRING';

export const CARD_CHANNELS: readonly CardChannel[] = ['ONLINE', 'IN_STORE', 'ATM', 'RECURRING'];

/** A member's protections on one card (the body of GET/PUT /cards/{id}/protections). */
export interface CardProtections {
  international: ProtectionRule;
  /** By merchant category id of config/cards.json; a category not named is ALLOW. */
  merchantCategories: Record<string, ProtectionRule>;
  transactionTypes: Record<CardChannel, ProtectionRule>;
  /** Integer cents; null: no limit. */
  perTransactionLimitCents: number | null;
  monthlyLimitCents: number | null;
  alertEveryTransaction: boolean;
}

/** The subset of a merchant category (config/cards.json) the rules need. */
export interface MccCategory {
  readonly id: string;
  readonly mccRanges: readonly { readonly from: number; readonly to: number }[];
}

/** One authorization request from the card network. */
export interface AuthorizationRequest {
  amountCents: number;
  merchantCategoryCode: number;
  channel: CardChannel;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The day of the transaction, YYYY-MM-DD, in the credit union's calendar. */
  date: string;
}

/** What the rules need to know of the card itself. */
export interface AuthorizingCard {
  status: string;
  lockStatus: 'LOCKED' | 'UNLOCKED';
}

/** A travel plan as it bears on one card: its countries and its first and last day (inclusive, YYYY-MM-DD). */
export interface TravelWindow {
  readonly countryCodes: readonly string[];
  readonly startDate: string;
  readonly endDate: string;
}

export interface AuthorizationContext {
  homeCountry: string;
  categories: readonly MccCategory[];
  /** Approved (pending or posted) card spending so far this calendar month, integer cents. */
  spentThisMonthCents: number;
  /** The card's travel plans. */
  travelPlans: readonly TravelWindow[];
  /** What the card's account can cover now (available balance or credit), integer cents; null: not checked. */
  availableCents: number | null;
}

export type DeclineReasonCode =
  | 'CARD_INACTIVE'
  | 'CARD_LOCKED'
  | 'INTERNATIONAL_BLOCKED'
  | 'TRANSACTION_TYPE_BLOCKED'
  | 'MERCHANT_CATEGORY_BLOCKED'
  | 'PER_TRANSACTION_LIMIT'
  | 'MONTHLY_LIMIT'
  | 'INSUFFICIENT_FUNDS';

export type AuthorizationReasonCode = DeclineReasonCode | 'APPROVED';

/** Why the member is texted: a rule set to ALERT matched, "every transaction", or a decline. */
export type AlertReason = 'INTERNATIONAL' | 'TRANSACTION_TYPE' | 'MERCHANT_CATEGORY' | 'EVERY_TRANSACTION' | 'DECLINED';

export type AuthorizationDecision =
  | { decision: 'APPROVED'; reasonCode: 'APPROVED'; category: string | null; alerts: AlertReason[] }
  | { decision: 'DECLINED'; reasonCode: DeclineReasonCode; category: string | null; alerts: AlertReason[] };

import { isCardFeatureEligible } from '../../engine/core/card-eligibility';
import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { appManifest } from '../../src/manifests';
import type { CardItem } from './cards-api';

/** Whether a debit card lets its account get a new card at once: its product code and status are on app.json cardEligibility's lists, the rule the server applies too. */
export const isIssuableFrom = (card: CardItem): boolean =>
  card.type === 'DEBIT' && isCardFeatureEligible({ productCode: card.additions.productCode, status: card.status }, appManifest.cardEligibility);

/**
 * The checking accounts a new debit card can be issued on at once: those whose current debit card passes the card
 * eligibility (app.json cardEligibility: product code and status, engine/core/card-eligibility, one function for the
 * browser and the server, which refuses an ineligible account all the same).
 */
export function issuableAccounts(accounts: readonly ProductSummaryEntry[], cards: readonly CardItem[]): ProductSummaryEntry[] {
  const eligible = new Set(
    cards.filter(isIssuableFrom).map((card) => card.additions.checkingAcctId || card.additions.arrangementId),
  );
  return accounts.filter((account) => account.productKind === 'checking' && eligible.has(account.id));
}

/** "11/2030": the month and year a card expires, as printed on it. */
export const expiryText = (card: Pick<CardItem, 'additions'>): string => `${String(card.additions.expiryMonth).padStart(2, '0')}/${card.additions.expiryYear}`;

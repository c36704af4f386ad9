import type { CreditCardProductConfig, LoanProductConfig } from '../../../../engine/core/generated/manifests.gen';
import type { LendingProductList } from '../../../../engine/core/generated/api.gen';
import { lendingManifest } from '../../../manifests/lending-manifest';

export type LendingProduct = { kind: 'loan'; config: LoanProductConfig } | { kind: 'creditCard'; config: CreditCardProductConfig };

/** A loan or card of config/lending.json by its id. */
export function lendingProduct(id: string): LendingProduct | undefined {
  const loan = lendingManifest.loanProducts.find((product) => product.id === id);
  if (loan) return { kind: 'loan', config: loan };
  const card = lendingManifest.creditCards.find((product) => product.id === id);
  return card ? { kind: 'creditCard', config: card } : undefined;
}

/** A card's minimum payment on a balance: its share of the balance, never under the floor (nor over the balance). */
export function cardMinimumPaymentCents(card: CreditCardProductConfig, balanceCents: number): number {
  if (balanceCents <= 0) return 0;
  return Math.min(balanceCents, Math.max(card.minimumPaymentFloorCents, Math.ceil((balanceCents * card.minimumPaymentPercentBps) / 10_000)));
}

/** What GET /products answers: the catalogue without the rules. */
export function productList(): LendingProductList {
  return {
    loans: lendingManifest.loanProducts.map(({ id, name, description, minAmountCents, maxAmountCents, rates }) => ({ id, name, description, minAmountCents, maxAmountCents, rates: rates.map(({ termMonths, aprBps }) => ({ termMonths, aprBps })) })),
    cards: lendingManifest.creditCards.map(({ id, name, description, aprBps, minLimitCents, maxLimitCents }) => ({ id, name, description, aprBps, minLimitCents, maxLimitCents })),
  };
}

import type { CardProtections, MccCategory } from './types';

/** A card nobody has set protections on: everything allowed, no limits, no alerts. Every category named, so a form can show them all. */
export function defaultProtections(categories: readonly MccCategory[]): CardProtections {
  return {
    international: 'ALLOW',
    merchantCategories: Object.fromEntries(categories.map((category) => [category.id, 'ALLOW'])),
    transactionTypes: { ONLINE: 'ALLOW', IN_STORE: 'ALLOW', ATM: 'ALLOW', RECURRING: 'ALLOW' },
    perTransactionLimitCents: null,
    monthlyLimitCents: null,
    alertEveryTransaction: false,
  };
}

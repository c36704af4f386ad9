import type { MccCategory } from './types';

/**
 * The category a merchant category code falls in: the first whose ranges hold it, or null (no category rule applies).
 * The first wins so a product owner who lets two ranges overlap still gets one answer, in the order config lists them.
 */
export function categoryOfMcc(mcc: number, categories: readonly MccCategory[]): string | null {
  const found = categories.find((category) => category.mccRanges.some((range) => mcc >= range.from && mcc <= range.to));
  return found?.id ?? null;
}

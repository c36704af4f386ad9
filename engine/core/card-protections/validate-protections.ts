import type { CardProtections, MccCategory } from './types';

/** Why a set of protections cannot be saved, with the JSON pointer of the field; the caller turns the code into copy. */
export interface ProtectionsViolation {
  path: string;
  code: 'limitNotPositive' | 'monthlyBelowPerTransaction' | 'unknownCategory';
}

/**
 * The rules a well-shaped body (the API schema checked types and enums) must still meet: limits are at least one
 * cent when set, a monthly limit is not below the per-transaction one (that would quietly make the smaller one the
 * real per-transaction limit), and every category named exists in config.
 */
export function validateProtections(protections: CardProtections, categories: readonly MccCategory[]): ProtectionsViolation[] {
  const violations: ProtectionsViolation[] = [];
  const known = new Set(categories.map((category) => category.id));
  for (const id of Object.keys(protections.merchantCategories)) {
    if (!known.has(id)) violations.push({ path: `/merchantCategories/${id}`, code: 'unknownCategory' });
  }
  const { perTransactionLimitCents: perTransaction, monthlyLimitCents: monthly } = protections;
  if (perTransaction !== null && perTransaction < 1) violations.push({ path: '/perTransactionLimitCents', code: 'limitNotPositive' });
  if (monthly !== null && monthly < 1) violations.push({ path: '/monthlyLimitCents', code: 'limitNotPositive' });
  if (perTransaction !== null && monthly !== null && perTransaction >= 1 && monthly >= 1 && monthly < perTransaction) {
    violations.push({ path: '/monthlyLimitCents', code: 'monthlyBelowPerTransaction' });
  }
  return violations;
}

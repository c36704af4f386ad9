import { validateProtections } from '../../engine/core/card-protections';
import type { CardProtections } from '../../engine/core/card-protections';
import { parseAmountToCents } from '../../engine/core/money';
import { cardsManifest } from '../../src/manifests/card-manifest';

const copy = cardsManifest.copy.cardServices.protections;

/** The protections as the member edits them: the limits as typed, in dollars. */
export interface ProtectionsDraft {
  readonly protections: CardProtections;
  readonly perTransaction: string;
  readonly monthly: string;
}

const dollars = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));

export function draftOf(protections: CardProtections): ProtectionsDraft {
  return { protections, perTransaction: dollars(protections.perTransactionLimitCents), monthly: dollars(protections.monthlyLimitCents) };
}

/** Field errors by the body's JSON pointer ('/perTransactionLimitCents', ...), or the protections to PUT. */
export type DraftOutcome = { readonly ok: true; readonly protections: CardProtections } | { readonly ok: false; readonly errors: ReadonlyMap<string, string> };

const limitOf = (text: string): number | null | 'invalid' => {
  if (text.trim() === '') return null;
  return parseAmountToCents(text) ?? 'invalid';
};

/**
 * The draft as a body to save, checked in the browser by the same rules the server applies (engine/core
 * validateProtections), with the messages of config/cards.json; a limit that is not an amount is refused first.
 */
export function protectionsToSave(draft: ProtectionsDraft): DraftOutcome {
  const errors = new Map<string, string>();
  const perTransaction = limitOf(draft.perTransaction);
  const monthly = limitOf(draft.monthly);
  if (perTransaction === 'invalid') errors.set('/perTransactionLimitCents', copy.limitFormat);
  if (monthly === 'invalid') errors.set('/monthlyLimitCents', copy.limitFormat);
  if (errors.size > 0 || perTransaction === 'invalid' || monthly === 'invalid') return { ok: false, errors };
  const protections: CardProtections = { ...draft.protections, perTransactionLimitCents: perTransaction, monthlyLimitCents: monthly };
  for (const violation of validateProtections(protections, cardsManifest.merchantCategories)) {
    if (!errors.has(violation.path)) errors.set(violation.path, cardsManifest.messages[violation.code]);
  }
  return errors.size > 0 ? { ok: false, errors } : { ok: true, protections };
}

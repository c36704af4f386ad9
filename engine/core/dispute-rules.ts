import { addCalendarDays, daysBetween } from './calendar';

/** What the dispute rules need of a transaction. */
export interface DisputeFacts {
  readonly id: string;
  readonly arrangementId: string;
  readonly productKind: string;
  readonly creditDebit: 'CREDIT' | 'DEBIT';
  readonly status: 'BOOKED' | 'PENDING';
  readonly bookingDate: string;
  readonly amountCents: number;
  readonly description: string;
}

/** The credit union's online filing limits (config/disputes.json). */
export interface DisputeWindow {
  readonly filingWindowDays: number;
  readonly accountKinds: readonly string[];
}

export type DisputeRefusal = 'notDisputable' | 'pending' | 'tooOld';

/**
 * Why a transaction may not be disputed online, or undefined when it may: only a posted charge or withdrawal of an
 * account kind the credit union takes disputes for, booked no more than the filing window's days before today. (A
 * transaction already disputed is refused apart: that takes the disputes table.)
 */
export function disputeRefusal(facts: Pick<DisputeFacts, 'productKind' | 'creditDebit' | 'status' | 'bookingDate'>, today: string, window: DisputeWindow): DisputeRefusal | undefined {
  if (facts.creditDebit !== 'DEBIT' || !window.accountKinds.includes(facts.productKind)) return 'notDisputable';
  if (facts.status !== 'BOOKED') return 'pending';
  if (daysBetween(facts.bookingDate, today) > window.filingWindowDays) return 'tooOld';
  return undefined;
}

/** The earliest booking date still inside the filing window on `today`. */
export const earliestDisputableDate = (today: string, window: Pick<DisputeWindow, 'filingWindowDays'>): string => addCalendarDays(today, -window.filingWindowDays);

/** A merchant's description compared loosely: case, spacing and trailing reference digits aside. */
const merchantKey = (description: string): string =>
  description
    .toLowerCase()
    .replace(/[#*]?\s*\d[\d\s-]*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether two charges look like the same purchase posted twice: the same amount from the same merchant. */
export const isSameCharge = (a: Pick<DisputeFacts, 'amountCents' | 'description'>, b: Pick<DisputeFacts, 'amountCents' | 'description'>): boolean =>
  a.amountCents === b.amountCents && merchantKey(a.description) === merchantKey(b.description);

export type DuplicateOfProblem = 'self' | 'otherAccount' | 'notCharge';

/**
 * Why `chosen` cannot be the charge `disputed` duplicates, or undefined when it can: another posted charge of the same
 * account (any one of them: the member knows which purchase was theirs, even when the merchant's name differs).
 */
export function duplicateOfProblem(disputed: Pick<DisputeFacts, 'id' | 'arrangementId'>, chosen: Pick<DisputeFacts, 'id' | 'arrangementId' | 'creditDebit' | 'status'>): DuplicateOfProblem | undefined {
  if (chosen.id === disputed.id) return 'self';
  if (chosen.arrangementId !== disputed.arrangementId) return 'otherAccount';
  if (chosen.creditDebit !== 'DEBIT' || chosen.status !== 'BOOKED') return 'notCharge';
  return undefined;
}

/**
 * The charges a member may name as the one `disputed` duplicates, each marked when it looks like the same purchase:
 * those first, then the rest newest first, at most `limit` (every same-looking one kept ahead of the others).
 */
export function duplicateChoices<T extends DisputeFacts>(disputed: DisputeFacts, others: readonly T[], limit: number): { readonly charge: T; readonly sameCharge: boolean }[] {
  const eligible = others
    .filter((other) => duplicateOfProblem(disputed, other) === undefined)
    .map((charge) => ({ charge, sameCharge: isSameCharge(disputed, charge) }));
  const newestFirst = (a: { charge: T }, b: { charge: T }): number => b.charge.bookingDate.localeCompare(a.charge.bookingDate) || a.charge.id.localeCompare(b.charge.id);
  return [...eligible.filter((choice) => choice.sameCharge).sort(newestFirst), ...eligible.filter((choice) => !choice.sameCharge).sort(newestFirst)].slice(0, limit);
}

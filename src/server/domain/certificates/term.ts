import { onOrAfterBusinessDay } from '../../../../engine/core/business-days';
import { simpleDividendCents } from '../../../../engine/core/certificate-early-closure';
import { addMonths, daysBetween } from '../../../../engine/core/calendar';

/** A term's maturity: the same day of the month `months` later (clamped to the month's end), moved to a business day. */
export function maturityDateOf(startedOn: string, months: number): string {
  return onOrAfterBusinessDay(addMonths(startedOn, months));
}

/**
 * The dividend a certificate earns from `startedOn` to `maturedOn` (at maturity the whole term; at an early closing
 * the days to the closing day): simple interest on the principal at the term's rate (actual/365), rounded to the cent.
 */
export function termInterestCents(principalCents: number, rateBps: number, startedOn: string, maturedOn: string): number {
  return simpleDividendCents(principalCents, rateBps, daysBetween(startedOn, maturedOn));
}

import { openTaxYears } from '../../engine/core/payment-rules';
import type { ChoiceOption } from '../../engine/react/forms';
import { iraManifest } from '../../src/manifests/ira-manifest';
import type { PaymentEndpoint } from './payment-endpoints';
import type { PaymentFormData } from './payment-request';

/** A one-time transfer into an IRA asks its tax year, as the IRA page does; a recurring one counts in the year each posts. */
export const asksTaxYear = (to: PaymentEndpoint | undefined, data: PaymentFormData): boolean => to?.facts.kind === 'ira' && (data.frequency ?? 'ONCE') === 'ONCE';

/**
 * The day the money moves, which decides the tax years open for it (as the server decides): the date chosen for a
 * later transfer, else today. An edited scheduled order is a later transfer, so its (possibly new) date decides.
 */
export const taxYearMovesOn = (data: PaymentFormData, today: string): string => (data.timing === 'FUTURE' && data.executionDate ? data.executionDate : today);

/**
 * The tax years offered for money moving on `movesOn` (today, or the chosen later date): the rule the server applies
 * (engine/core openTaxYears with config/ira.json's prior-year deadline), so the form offers only what it accepts.
 */
export function taxYearChoices(movesOn: string): ChoiceOption[] {
  return openTaxYears(movesOn, iraManifest.contributions.priorYearDeadline).map((year) => ({ id: String(year), label: String(year) }));
}

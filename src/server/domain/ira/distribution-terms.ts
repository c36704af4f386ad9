import { addBusinessDays } from '../../../../engine/core/business-days';
import { iraManifest } from '../../../manifests/ira-manifest';

/**
 * The federal tax withheld from a distribution: the percent of the amount, rounded half up to the cent. Fixed when
 * the request is made, so the net the member was shown is the net that is paid.
 */
export function withholdingCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

/** The business day a request made on business day `requestDay` is paid: config/ira.json's business days after it. */
export function distributionPaysOn(requestDay: string): string {
  return addBusinessDays(requestDay, iraManifest.distributions.paymentBusinessDays);
}

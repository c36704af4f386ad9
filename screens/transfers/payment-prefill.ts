import { isBusinessDay, previousBusinessDay } from '../../engine/core/business-days';

/** A link's query that fills a new payment: `?amount=` in integer cents, `?date=` the day it is due (yyyy-mm-dd). */
export const AMOUNT_PARAM = 'amount';
export const DATE_PARAM = 'date';

export interface PaymentPrefill {
  readonly amountCents?: number;
  /** The business day to post on: the linked day, or the business day before it so the payment arrives in time. */
  readonly executionDate?: string;
}

const CENTS = /^[1-9]\d{0,11}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The amount and day a link asks the form to start with; a value that is not a positive whole number of cents or a
 * calendar day is ignored (the member fills it in), and anything else is left to the form's own validation.
 */
export function prefillOf(params: URLSearchParams): PaymentPrefill {
  const amount = params.get(AMOUNT_PARAM);
  const date = params.get(DATE_PARAM);
  const day = date !== null && ISO_DAY.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : undefined;
  return {
    ...(amount !== null && CENTS.test(amount) ? { amountCents: Number(amount) } : {}),
    ...(day === undefined ? {} : { executionDate: isBusinessDay(day) ? day : previousBusinessDay(day) }),
  };
}

import { describe, expect, it } from 'vitest';
import type { PaymentOrder } from '../../../engine/core/generated/api.gen';
import { asksTaxYear, taxYearChoices, taxYearMovesOn } from '../../../screens/transfers/ira-tax-years';
import type { PaymentEndpoint } from '../../../screens/transfers/payment-endpoints';
import { formDataOfOrder, toPaymentRequest } from '../../../screens/transfers/payment-request';

const endpoint = (kind: string): PaymentEndpoint => ({ id: `id-${kind}`, name: kind, accountNumber: '1234', group: 'g', facts: { kind } as PaymentEndpoint['facts'] });

describe('the transfer form’s tax year for an IRA', () => {
  it('is asked only of a one-time transfer into an IRA', () => {
    expect(asksTaxYear(endpoint('ira'), {})).toBe(true);
    expect(asksTaxYear(endpoint('ira'), { frequency: 'ONCE' })).toBe(true);
    expect(asksTaxYear(endpoint('ira'), { frequency: 'MONTHLY' })).toBe(false);
    expect(asksTaxYear(endpoint('savings'), {})).toBe(false);
    expect(asksTaxYear(undefined, {})).toBe(false);
  });

  it('offers the prior year until April 15, then only the current one', () => {
    expect(taxYearChoices('2026-04-15').map((choice) => choice.id)).toEqual(['2026', '2025']);
    expect(taxYearChoices('2026-04-16').map((choice) => choice.id)).toEqual(['2026']);
  });

  it('sends the chosen year as a number, and nothing when none was asked', () => {
    expect(toPaymentRequest({ fromAccountId: 'a', toAccountId: 'b', amountCents: 100, taxYear: '2025' }, null)).toMatchObject({ taxYear: 2025 });
    expect(toPaymentRequest({ fromAccountId: 'a', toAccountId: 'b', amountCents: 100 }, null)).not.toHaveProperty('taxYear');
  });

  it('is asked again when a scheduled one-time transfer into an IRA is edited, with the years open on its date', () => {
    const order = { from: { id: 'id-checking' }, to: { id: 'id-ira' }, amountCents: 5_000, executionDate: '2026-04-10', frequency: 'ONCE' } as unknown as PaymentOrder;
    const data = formDataOfOrder(order);
    // The form starts with no year: the member names one again, as when creating it.
    expect(data).not.toHaveProperty('taxYear');
    expect(asksTaxYear(endpoint('ira'), data)).toBe(true);
    expect(taxYearMovesOn(data, '2026-03-18')).toBe('2026-04-10');
    expect(taxYearChoices(taxYearMovesOn(data, '2026-03-18')).map((choice) => choice.id)).toEqual(['2026', '2025']);
    // Moved past April 15, only the current year is offered; posting now, today decides.
    expect(taxYearChoices(taxYearMovesOn({ ...data, executionDate: '2026-04-20' }, '2026-03-18')).map((choice) => choice.id)).toEqual(['2026']);
    expect(taxYearMovesOn({ ...data, timing: 'IMMEDIATE' }, '2026-03-18')).toBe('2026-03-18');
    // Edited into a recurring transfer, it asks no year: each occurrence counts in the year it posts.
    expect(asksTaxYear(endpoint('ira'), { ...data, frequency: 'MONTHLY' })).toBe(false);
  });
});

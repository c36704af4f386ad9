import { describe, expect, it } from 'vitest';
import { asksTaxYear, taxYearChoices } from '../../../screens/transfers/ira-tax-years';
import type { PaymentEndpoint } from '../../../screens/transfers/payment-endpoints';
import { toPaymentRequest } from '../../../screens/transfers/payment-request';

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
});

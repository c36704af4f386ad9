import type { LoanDisclosure } from '../../engine/core/generated/api.gen';

/**
 * A signed Truth in Lending disclosure of $3,000.00 at 12% APR over 3 months, with its consent (who, when, the text
 * given): the figures tests/unit/core/truth-in-lending.test.ts works by hand.
 */
export function handWorkedDisclosure(consent: { text: string; consentedBy: string }): LoanDisclosure & { consent: NonNullable<LoanDisclosure['consent']> } {
  return {
    applicationId: '6f1c1f7e-2f7b-4a53-9d55-1b1c1c1c1c1c',
    productName: 'Personal Loan',
    version: '2026-06',
    fingerprint: 'a'.repeat(64),
    fundedOn: '2026-01-15',
    aprBps: 1_200,
    financeChargeCents: 6_020,
    amountFinancedCents: 300_000,
    totalOfPaymentsCents: 306_020,
    payments: [
      { count: 2, amountCents: 102_007, firstDueDate: '2026-02-17', lastDueDate: '2026-03-16' },
      { count: 1, amountCents: 102_006, firstDueDate: '2026-04-15', lastDueDate: '2026-04-15' },
    ],
    consent: { ...consent, consentedAt: '2026-01-15T16:30:00.000Z' },
  };
}

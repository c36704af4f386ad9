import { describe, expect, it } from 'vitest';
import errorsJson from '../../../config/errors.json';
import limitsJson from '../../../config/limits.json';
import { CERTIFICATE_IN_TERM, checkPayment, paymentsLocked, type PaymentEndpointFacts, type PaymentRuleInput } from '../../../engine/core/payment-rules';
import type { LimitsManifest } from '../../../engine/core/generated/manifests.gen';

const limits: LimitsManifest = limitsJson;
const { errors } = errorsJson;
const TODAY = '2026-11-20';
const MESSAGE = "Certificates can't take transfers or payments before they mature. To take money out early, close the certificate from Certificates.";

const savings: PaymentEndpointFacts = { kind: 'savings', availableCents: 500_000, balanceCents: 500_000 };
const certificate: PaymentEndpointFacts = { kind: 'savings', availableCents: 2_500_000, balanceCents: 2_500_000, certificateMaturesOn: '2027-06-01' };

const payment = (overrides: Partial<PaymentRuleInput>): PaymentRuleInput => ({
  kind: 'INTERNAL_TRANSFER',
  amountCents: 100_000,
  timing: 'IMMEDIATE',
  frequency: 'ONCE',
  today: TODAY,
  from: { kind: 'checking', availableCents: 500_000, balanceCents: 500_000 },
  to: savings,
  ...overrides,
});

const found = (input: PaymentRuleInput) => checkPayment(input, limits, errors).map(({ path, code, message }) => ({ path, code, message }));

describe('a certificate in its term takes no payment in or out (engine/core/payment-rules/locked.ts)', () => {
  it('the catalogue holds the member-facing copy', () => {
    expect(CERTIFICATE_IN_TERM).toBe('CERTIFICATE_BEFORE_MATURITY');
    expect(errors[CERTIFICATE_IN_TERM as keyof typeof errors]?.message).toBe(MESSAGE);
  });

  it('locks an account with a maturity date and no other', () => {
    expect(paymentsLocked(certificate)).toBe(true);
    expect(paymentsLocked(savings)).toBe(false);
  });

  it('refuses a certificate as the source, naming the From account', () => {
    expect(found(payment({ from: certificate, to: { kind: 'checking' } }))).toEqual([{ path: '/fromAccountId', code: CERTIFICATE_IN_TERM, message: MESSAGE }]);
  });

  it('refuses a certificate as the destination, naming the To account', () => {
    expect(found(payment({ to: certificate }))).toEqual([{ path: '/toAccountId', code: CERTIFICATE_IN_TERM, message: MESSAGE }]);
  });

  it('names both sides when both are certificates', () => {
    expect(found(payment({ from: certificate, to: { ...certificate, certificateMaturesOn: '2028-01-03' } })).map((violation) => violation.path)).toEqual(['/fromAccountId', '/toAccountId']);
  });

  it.each([
    ['a scheduled transfer', { timing: 'FUTURE', executionDate: '2026-12-01' }],
    ['a recurring transfer', { frequency: 'MONTHLY' }],
    ['a transfer dated after the maturity date', { timing: 'FUTURE', executionDate: '2027-06-02' }],
    ['a transfer on the maturity date, before the maturity has run', { today: '2027-06-01' }],
  ] as const)('refuses %s too', (_name, overrides) => {
    expect(found(payment({ ...overrides, to: certificate })).map((violation) => violation.code)).toEqual([CERTIFICATE_IN_TERM]);
  });

  it.each([
    ['a bill payment', { kind: 'BILL_PAY', to: { kind: 'payee' } }],
    ['a loan payment', { kind: 'LOAN_PAYMENT', to: { kind: 'autoLoan', balanceCents: 900_000, payoffCents: 905_000, amountDueCents: 30_000 } }],
    ['a card payment', { kind: 'CARD_PAYMENT', to: { kind: 'creditCard', balanceCents: 200_000, amountDueCents: 5_000 } }],
    ['an IRA contribution', { to: { kind: 'ira', balanceCents: 0 }, contributedInYearCents: 0, contributionYear: 2026 }],
    ['an ACH transfer out', { kind: 'ACH_OUT', to: { kind: 'external' } }],
  ] as const)('refuses %s from a certificate', (_name, overrides) => {
    expect(found(payment({ ...overrides, from: certificate })).map((violation) => violation.path)).toEqual(['/fromAccountId']);
  });

  it.each([
    ['an ACH transfer in', { kind: 'ACH_IN', from: { kind: 'external' } }],
    ['a cash advance', { kind: 'CASH_ADVANCE', from: { kind: 'creditCard', availableCents: 300_000 } }],
    ['a HELOC advance', { kind: 'HELOC_ADVANCE', from: { kind: 'heloc', availableCents: 3_000_000 } }],
  ] as const)('refuses %s into a certificate', (_name, overrides) => {
    expect(found(payment({ ...overrides, to: certificate })).map((violation) => violation.path)).toEqual(['/toAccountId']);
  });

  it('answers the locked account alone: nothing else about such a payment can be put right', () => {
    expect(found(payment({ from: certificate, amountCents: undefined, timing: 'FUTURE' })).map((violation) => violation.code)).toEqual([CERTIFICATE_IN_TERM]);
  });

  it('leaves a transfer between checking and savings to the other rules', () => {
    expect(found(payment({}))).toEqual([]);
    expect(found(payment({ amountCents: undefined })).map((violation) => violation.code)).toEqual(['FORM_AMOUNT_REQUIRED']);
  });

  it('a catalogue without the code is a programming error, not a silent pass', () => {
    expect(() => checkPayment(payment({ to: certificate }), limits, {})).toThrow(/CERTIFICATE_BEFORE_MATURITY/);
  });
});

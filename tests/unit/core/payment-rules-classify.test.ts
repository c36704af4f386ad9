import { describe, expect, it } from 'vitest';
import { classifyPayment, type EndpointKind, type PaymentKind } from '../../../engine/core/payment-rules';

const KINDS: readonly EndpointKind[] = ['checking', 'savings', 'creditCard', 'autoLoan', 'heloc', 'ira', 'external', 'payee', 'member'];

// Every movement the product offers; every other pair must be refused.
const OFFERED: Readonly<Record<string, PaymentKind>> = {
  'checking→checking': 'INTERNAL_TRANSFER',
  'checking→savings': 'INTERNAL_TRANSFER',
  'checking→ira': 'INTERNAL_TRANSFER',
  'savings→checking': 'INTERNAL_TRANSFER',
  'savings→savings': 'INTERNAL_TRANSFER',
  'savings→ira': 'INTERNAL_TRANSFER',
  'checking→member': 'MEMBER_TRANSFER',
  'savings→member': 'MEMBER_TRANSFER',
  'checking→external': 'ACH_OUT',
  'savings→external': 'ACH_OUT',
  'external→checking': 'ACH_IN',
  'external→savings': 'ACH_IN',
  'external→autoLoan': 'ACH_IN',
  'external→heloc': 'ACH_IN',
  'checking→creditCard': 'CARD_PAYMENT',
  'savings→creditCard': 'CARD_PAYMENT',
  'checking→autoLoan': 'LOAN_PAYMENT',
  'checking→heloc': 'LOAN_PAYMENT',
  'savings→autoLoan': 'LOAN_PAYMENT',
  'savings→heloc': 'LOAN_PAYMENT',
  'creditCard→checking': 'CASH_ADVANCE',
  'creditCard→savings': 'CASH_ADVANCE',
  'heloc→checking': 'HELOC_ADVANCE',
  'heloc→savings': 'HELOC_ADVANCE',
  'heloc→external': 'HELOC_ADVANCE',
  'checking→payee': 'BILL_PAY',
  'savings→payee': 'BILL_PAY',
};

const ALL_PAIRS = KINDS.flatMap((from) => KINDS.map((to) => [from, to] as const));

describe('classifyPayment', () => {
  it.each(ALL_PAIRS)('%s → %s', (from, to) => {
    expect(classifyPayment(from, to)).toBe(OFFERED[`${from}→${to}`] ?? null);
  });

  it('offers exactly the listed movements', () => {
    const offered = ALL_PAIRS.filter(([from, to]) => classifyPayment(from, to) !== null).map(([from, to]) => `${from}→${to}`);
    expect(offered.sort()).toEqual(Object.keys(OFFERED).sort());
  });

  it.each([
    ['ira', 'external'],
    ['ira', 'checking'],
    ['payee', 'checking'],
    ['member', 'checking'],
    ['external', 'external'],
    ['autoLoan', 'checking'],
    ['heloc', 'heloc'],
    ['creditCard', 'external'],
  ] as const)('refuses %s → %s', (from, to) => {
    expect(classifyPayment(from, to)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import errorsJson from '../../../config/errors.json';
import limitsJson from '../../../config/limits.json';
import { checkPayment, requiredAcknowledgement, type PaymentRuleInput } from '../../../engine/core/payment-rules';
import type { LimitsManifest } from '../../../engine/core/generated/manifests.gen';

const limits: LimitsManifest = limitsJson;
const { errors } = errorsJson;
const TODAY = '2026-11-20'; // a Friday

function payment(overrides: Partial<PaymentRuleInput>): PaymentRuleInput {
  return {
    kind: 'INTERNAL_TRANSFER',
    amountCents: 10_000,
    timing: 'IMMEDIATE',
    frequency: 'ONCE',
    today: TODAY,
    from: { kind: 'checking' },
    to: { kind: 'savings' },
    ...overrides,
  };
}

const codes = (overrides: Partial<PaymentRuleInput>, manifest: LimitsManifest = limits): string[] =>
  checkPayment(payment(overrides), manifest, errors).map((violation) => `${violation.path} ${violation.code}`);

/** The limits with the per-transfer cap between a member's own accounts lifted, to reach the caps by timing. */
const uncapped: LimitsManifest = { ...limits, amounts: { ...limits.amounts, internalTransferMaxCents: 100_000_000_000 } };

const achOut = { kind: 'ACH_OUT', from: { kind: 'checking' }, to: { kind: 'external' } } as const;
const achIn = { kind: 'ACH_IN', from: { kind: 'external' }, to: { kind: 'checking' } } as const;
const cashAdvance = { kind: 'CASH_ADVANCE', from: { kind: 'creditCard' }, to: { kind: 'checking' } } as const;
const helocAdvance = { kind: 'HELOC_ADVANCE', from: { kind: 'heloc' }, to: { kind: 'checking' } } as const;
const memberTransfer = { kind: 'MEMBER_TRANSFER', from: { kind: 'checking' }, to: { kind: 'member' } } as const;

describe('the configured copy is the wording members see, word for word', () => {
  it.each([
    ['amountExceedsImmediateMax', 'Amount exceeds the maximum allowed. Please enter an amount less than $100,000,000.00.'],
    ['amountExceedsMax', 'Amount exceeds the maximum allowed. Please enter an amount less than $100,000.00.'],
    ['dailyLimitExceeded', 'Amount cannot exceed $5,000.00 per day'],
    ['perTransferLimitExceeded', "Amount can't exceed $5,000.00 per transfer. Please enter a smaller amount or contact us to transfer more."],
    ['payoffExceeded', 'Amount exceeds your 14-day payoff amount.'],
    ['maximumBalanceReached', 'Maximum balance reached.'],
    ['helocAdvanceExceeded', 'Amount exceeds the maximum HELOC advance of $30,000.00 per transaction.'],
    ['availableBalanceExceeded', 'This amount exceeds your Available Balance. Please enter an amount less than {amount}'],
    ['achMinimum', 'The minimum ACH transfer amount is $5.00.'],
    ['cashAdvanceMinimum', 'The minimum cash advance amount is $50.00.'],
    ['helocMinimum', 'The minimum HELOC transfer amount is $1.00.'],
    ['futureDatedMaxExceeded', 'Future-dated transactions of $100,000.00 or more cannot be scheduled.'],
    ['immediateCannotBeFutureDated', 'Immediate one-time transactions cannot be scheduled for a future date.'],
  ] as const)('%s', (key, text) => {
    expect(limits.messages[key]).toBe(text);
  });
});

describe('checkPayment amount required', () => {
  it.each([undefined, 0, -500, 0.5, Number.NaN])('%s → only "Enter an amount."', (amountCents) => {
    const violations = checkPayment(payment({ ...achOut, amountCents, from: { kind: 'checking', availableCents: 0 } }), limits, errors);
    expect(violations).toEqual([{ path: '/amountCents', code: 'FORM_AMOUNT_REQUIRED', message: 'Enter an amount.' }]);
  });

  it('one cent is an amount', () => {
    expect(codes({ amountCents: 1 })).toEqual([]);
  });
});

describe('checkPayment minimums (limits.amounts, boundaries at the limit and one cent under)', () => {
  it.each([
    ['ACH out', achOut, 499, ['/amountCents achMinimum']],
    ['ACH out', achOut, 500, []],
    ['ACH in', achIn, 499, ['/amountCents achMinimum']],
    ['ACH in', achIn, 500, []],
    ['cash advance', cashAdvance, 4_999, ['/amountCents cashAdvanceMinimum']],
    ['cash advance', cashAdvance, 5_000, []],
    ['HELOC advance', helocAdvance, 99, ['/amountCents helocMinimum']],
    ['HELOC advance', helocAdvance, 100, []],
    ['internal transfer has no minimum', {}, 1, []],
  ])('%s of %d cents', (_name, kind, amountCents, expected) => {
    expect(codes({ ...kind, amountCents })).toEqual(expected);
  });

  it('reads the minimum from the manifest, not from the code', () => {
    const raised = { ...limits, amounts: { ...limits.amounts, achMinCents: 1_000 } };
    expect(codes({ ...achOut, amountCents: 999 }, raised)).toEqual(['/amountCents achMinimum']);
  });
});

describe('checkPayment maximum by timing', () => {
  const future = { timing: 'FUTURE', executionDate: '2026-11-24' } as const;
  it.each([
    ['immediate one-time at the limit', {}, 10_000_000_000, ['/amountCents amountExceedsImmediateMax']],
    ['immediate one-time one cent under', {}, 9_999_999_999, []],
    ['future at the limit', future, 10_000_000, ['/amountCents futureDatedMaxExceeded']],
    ['future one cent under', future, 9_999_999, []],
    ['future recurring at the limit', { ...future, frequency: 'MONTHLY' }, 10_000_000, ['/amountCents futureDatedMaxExceeded']],
    ['immediate recurring at the limit', { frequency: 'WEEKLY' }, 10_000_000, ['/amountCents amountExceedsMax']],
    ['immediate recurring one cent under', { frequency: 'BIWEEKLY' }, 9_999_999, []],
  ] as const)('%s', (_name, overrides, amountCents, expected) => {
    expect(codes({ ...overrides, amountCents }, uncapped)).toEqual(expected);
  });

  it('refuses a transfer between the member\'s own accounts over its cap with the catalogue\'s transfer limit message', () => {
    const cap = limits.amounts.internalTransferMaxCents;
    expect(codes({ amountCents: cap })).toEqual([]);
    expect(codes({ amountCents: cap + 1 })).toEqual([' TRANSFER_LIMIT_EXCEEDED']);
  });

  it('shows the configured messages word for word', () => {
    expect(checkPayment(payment({ amountCents: 10_000_000_000 }), limits, errors)[0]?.message).toBe(
      'Amount exceeds the maximum allowed. Please enter an amount less than $100,000,000.00.',
    );
    expect(checkPayment(payment({ amountCents: 10_000_000, frequency: 'MONTHLY' }), limits, errors)[0]?.message).toBe(
      'Amount exceeds the maximum allowed. Please enter an amount less than $100,000.00.',
    );
  });
});

describe('checkPayment dates', () => {
  it.each([
    ['immediate dated tomorrow', { executionDate: '2026-11-21' }, ['/executionDate immediateCannotBeFutureDated']],
    ['immediate dated today', { executionDate: TODAY }, []],
    ['immediate recurring dated later', { frequency: 'WEEKLY', executionDate: '2026-12-01' }, ['/executionDate immediateCannotBeFutureDated']],
    ['future without a date', { timing: 'FUTURE' }, ['/executionDate futureDateRequired']],
    ['future dated today', { timing: 'FUTURE', executionDate: TODAY }, ['/executionDate futureDateRequired']],
    ['future dated yesterday', { timing: 'FUTURE', executionDate: '2026-11-19' }, ['/executionDate futureDateRequired']],
    ['future with no real date', { timing: 'FUTURE', executionDate: '2026-02-30' }, ['/executionDate futureDateRequired']],
    ['future dated tomorrow', { timing: 'FUTURE', executionDate: '2026-11-21' }, []],
    [
      'end date before the first date',
      { timing: 'FUTURE', frequency: 'MONTHLY', executionDate: '2026-12-10', endDate: '2026-12-09' },
      ['/endDate endDateBeforeExecutionDate'],
    ],
    ['end date on the first date', { timing: 'FUTURE', frequency: 'MONTHLY', executionDate: '2026-12-10', endDate: '2026-12-10' }, []],
    ['immediate recurring ending before today', { frequency: 'WEEKLY', endDate: '2026-11-19' }, ['/endDate endDateBeforeExecutionDate']],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(codes(overrides)).toEqual(expected);
  });

  it('uses the configured messages', () => {
    const messages = checkPayment(payment({ timing: 'FUTURE', executionDate: '2026-12-10', endDate: '2026-12-01' }), limits, errors);
    expect(messages.map((violation) => violation.message)).toEqual([limits.messages.endDateBeforeExecutionDate]);
    expect(checkPayment(payment({ timing: 'FUTURE' }), limits, errors)[0]?.message).toBe('Choose a date after today.');
    expect(checkPayment(payment({ executionDate: '2026-11-23' }), limits, errors)[0]?.message).toBe(
      'Immediate one-time transactions cannot be scheduled for a future date.',
    );
  });
});

describe('checkPayment per-kind limits', () => {
  const lowAdvanceCap = { ...limits, amounts: { ...limits.amounts, helocAdvanceMaxCents: 100_000_000 } };
  it.each([
    ['member transfer at the limit', memberTransfer, 500_000, {}, []],
    ['member transfer one cent over', memberTransfer, 500_001, {}, ['/amountCents perTransferLimitExceeded']],
    ['member transfer filling the day', memberTransfer, 500_000, { memberTransferUsedOnDayCents: 500_000 }, []],
    ['member transfer one cent past the day', memberTransfer, 1, { memberTransferUsedOnDayCents: 1_000_000 }, [' TRANSFER_LIMIT_EXCEEDED']],
    ['ACH out at the daily limit', achOut, 500_000, {}, []],
    ['ACH out one cent over the daily limit', achOut, 500_001, {}, ['/amountCents dailyLimitExceeded']],
    ['ACH out filling the day', achOut, 100_000, { achUsedOnDayCents: 400_000 }, []],
    ['ACH out one cent past the day', achOut, 100_001, { achUsedOnDayCents: 400_000 }, ['/amountCents dailyLimitExceeded']],
    ['ACH out at the ACH max', achOut, 1_000_000, {}, ['/amountCents dailyLimitExceeded']],
    ['ACH out over the ACH max', achOut, 1_000_001, {}, ['/amountCents achMaxExceeded', '/amountCents dailyLimitExceeded']],
    ['ACH in to a loan at its balance', { ...achIn, to: { kind: 'autoLoan', balanceCents: 200_000 } }, 200_000, {}, []],
    ['ACH in to a loan over its balance', { ...achIn, to: { kind: 'autoLoan', balanceCents: 200_000 } }, 200_001, {}, ['/amountCents achMaxExceeded']],
    ['ACH in to a HELOC over its balance', { ...achIn, to: { kind: 'heloc', balanceCents: 1_000 } }, 1_001, {}, ['/amountCents achMaxExceeded']],
    ['ACH in to checking ignores its balance', { ...achIn, to: { kind: 'checking', balanceCents: 1_000 } }, 1_001, {}, []],
    ['HELOC advance at its cap', helocAdvance, 3_000_000, {}, []],
    ['HELOC advance over its cap', helocAdvance, 3_000_001, {}, ['/amountCents helocAdvanceExceeded']],
    ['HELOC advance out one cent under', { ...helocAdvance, to: { kind: 'external' } }, 999_999, {}, []],
    ['HELOC advance out at its limit', { ...helocAdvance, to: { kind: 'external' } }, 1_000_000, {}, ['/amountCents helocExternalExceeded']],
    ['loan payment at the payoff', { kind: 'LOAN_PAYMENT', to: { kind: 'autoLoan', payoffCents: 150_000 } }, 150_000, {}, []],
    ['loan payment over the payoff', { kind: 'LOAN_PAYMENT', to: { kind: 'autoLoan', payoffCents: 150_000 } }, 150_001, {}, ['/amountCents payoffExceeded']],
    ['card payment of the balance', { kind: 'CARD_PAYMENT', to: { kind: 'creditCard', balanceCents: 80_000 } }, 80_000, {}, []],
    ['card payment over the balance', { kind: 'CARD_PAYMENT', to: { kind: 'creditCard', balanceCents: 80_000 } }, 80_001, {}, ['/amountCents maximumBalanceReached']],
    ['IRA filled to its cap', { to: { kind: 'ira', balanceCents: 650_000 } }, 50_000, {}, []],
    // The yearly IRA limit counts contributions in the tax year, not the balance (a $43,000 IRA still takes $7,000).
    ['IRA far above the limit in balance, nothing contributed', { to: { kind: 'ira', balanceCents: 4_300_000 } }, 700_000, { contributedInYearCents: 0, contributionYear: 2026 }, []],
    ['IRA contribution to the limit exactly', { to: { kind: 'ira', balanceCents: 4_300_000 } }, 50_000, { contributedInYearCents: 650_000, contributionYear: 2026 }, []],
    ['IRA contribution one cent past the limit', { to: { kind: 'ira', balanceCents: 0 } }, 50_001, { contributedInYearCents: 650_000, contributionYear: 2026 }, ['/amountCents contributionLimitExceeded']],
    ['IRA without the year\'s contributions known (the browser) leaves the limit to the server', { to: { kind: 'ira', balanceCents: 4_300_000 } }, 800_000, {}, []],
    ['savings has no cap configured', { to: { kind: 'savings', balanceCents: 650_000 } }, 9_000_000, {}, []],
  ] as const)('%s', (_name, kind, amountCents, extra, expected) => {
    expect(codes({ ...kind, ...extra, amountCents })).toEqual(expected);
  });

  it.each([
    [9_999_999, []],
    [10_000_000, ['/amountCents helocInternalExceeded']],
  ])('HELOC advance to an internal account of %d cents', (amountCents, expected) => {
    expect(codes({ ...helocAdvance, amountCents }, lowAdvanceCap)).toEqual(expected);
  });

  it('reports one message once even when two rules reach it', () => {
    const violations = checkPayment(payment({ ...achOut, amountCents: 1_000_001, from: { kind: 'checking', availableCents: 10 } }), limits, errors);
    expect(violations.map((violation) => violation.code)).toEqual(['achMaxExceeded', 'dailyLimitExceeded']);
  });

  it('shows the configured messages word for word', () => {
    const message = (overrides: Partial<PaymentRuleInput>) => checkPayment(payment(overrides), limits, errors).map((v) => v.message);
    expect(message({ ...achOut, amountCents: 500_001 })).toEqual(['Amount cannot exceed $5,000.00 per day']);
    expect(message({ ...memberTransfer, amountCents: 100, memberTransferUsedOnDayCents: 999_950 })).toEqual(['This transaction exceeds your transfer limit. For assistance, please ']);
    expect(message({ ...memberTransfer, amountCents: 500_001 })).toEqual([
      "Amount can't exceed $5,000.00 per transfer. Please enter a smaller amount or contact us to transfer more.",
    ]);
    expect(message({ kind: 'LOAN_PAYMENT', to: { kind: 'heloc', payoffCents: 1 }, amountCents: 2 })).toEqual([
      'Amount exceeds your 14-day payoff amount.',
    ]);
    expect(message({ kind: 'CARD_PAYMENT', to: { kind: 'creditCard', balanceCents: 0 }, amountCents: 1 })).toEqual(['Maximum balance reached.']);
    expect(message({ ...helocAdvance, amountCents: 3_000_001 })).toEqual([
      'Amount exceeds the maximum HELOC advance of $30,000.00 per transaction.',
    ]);
    expect(message({ ...helocAdvance, to: { kind: 'external' }, amountCents: 1_000_000 })).toEqual([
      'Amount exceeds the maximum allowed. Please enter an amount less than $10,000.00.',
    ]);
    const highDailyLimit = { ...limits, amounts: { ...limits.amounts, achDailyMaxCents: 100_000_000 } };
    expect(checkPayment(payment({ ...achOut, amountCents: 1_000_001 }), highDailyLimit, errors).map((v) => v.message)).toEqual([
      'Amount exceeds the maximum ACH transfer of $10,000.00 or your loan balance.',
    ]);
  });
});

describe('checkPayment available balance (immediate only)', () => {
  const from = (kind: 'checking' | 'savings' | 'creditCard' | 'heloc', availableCents: number) => ({ from: { kind, availableCents } });

  it.each([
    ['at the available balance', {}, 125_000, 125_000, []],
    ['one cent over', {}, 125_000, 125_001, ['/amountCents availableBalanceExceeded']],
    ['zero available', {}, 0, 1, ['/amountCents zeroBalanceMustSchedule']],
    ['overdrawn', {}, -5_000, 1, ['/amountCents zeroBalanceMustSchedule']],
    ['zero available but scheduled', { timing: 'FUTURE', executionDate: '2026-11-23' }, 0, 1_000_000, []],
    ['ACH out over the available balance', achOut, 10_000, 20_000, ['/amountCents achMaxExceeded']],
    ['ACH out with zero available', achOut, 0, 20_000, ['/amountCents zeroBalanceMustSchedule']],
  ] as const)('%s', (_name, overrides, availableCents, amountCents, expected) => {
    expect(codes({ ...overrides, ...from('checking', availableCents), amountCents })).toEqual(expected);
  });

  it('names the balance plus one cent', () => {
    const [violation] = checkPayment(payment({ ...from('savings', 125_000), amountCents: 200_000 }), limits, errors);
    expect(violation).toEqual({
      path: '/amountCents',
      code: 'availableBalanceExceeded',
      message: 'This amount exceeds your Available Balance. Please enter an amount less than $1,250.01',
    });
  });

  it('shows the zero-balance message', () => {
    expect(checkPayment(payment({ ...from('checking', 0) }), limits, errors)[0]?.message).toBe(
      'Your available balance is $0.00. Please schedule this transaction for a future date.',
    );
  });

  it.each([
    ['cash advance over available credit', { ...cashAdvance, ...from('creditCard', 100_000) }, 100_001, 'less than $1,000.01'],
    ['cash advance with no credit left', { ...cashAdvance, ...from('creditCard', 0) }, 5_000, 'less than $0.01'],
    ['HELOC advance over available credit', { ...helocAdvance, ...from('heloc', 250_050) }, 250_051, 'less than $2,500.51'],
  ] as const)('%s uses available credit', (_name, overrides, amountCents, ending) => {
    const violations = checkPayment(payment({ ...overrides, amountCents }), limits, errors);
    expect(violations.map((violation) => violation.code)).toEqual(['availableBalanceExceeded']);
    expect(violations[0]?.message.endsWith(ending)).toBe(true);
  });

  it('skips the check when the available balance is not known', () => {
    expect(codes({ amountCents: 9_999_999_999 }, uncapped)).toEqual([]);
  });
});

describe('acknowledgements', () => {
  const card = { kind: 'CARD_PAYMENT', to: { kind: 'creditCard', amountDueCents: 5_000, balanceCents: 90_000 } } as const;
  const loan = { kind: 'LOAN_PAYMENT', to: { kind: 'autoLoan', amountDueCents: 30_000, payoffCents: 900_000 } } as const;
  const overdrawn = { kind: 'INTERNAL_TRANSFER', to: { kind: 'checking', balanceCents: -20_000 } } as const;

  it.each([
    ['card payment under the amount due', card, 4_999, 'LATE_FEE'],
    ['card payment of the amount due', card, 5_000, null],
    ['loan payment under the amount due', loan, 29_999, 'DUE_AMOUNT'],
    ['loan payment of the amount due', loan, 30_000, null],
    ['transfer under the overdrawn amount', overdrawn, 19_999, 'OVERDRAWN_AMOUNT'],
    ['transfer covering the overdrawn amount', overdrawn, 20_000, null],
    ['member transfer under the overdrawn amount', { kind: 'MEMBER_TRANSFER', to: { kind: 'member', balanceCents: -100 } }, 99, 'OVERDRAWN_AMOUNT'],
    ['nothing due', { kind: 'CARD_PAYMENT', to: { kind: 'creditCard', amountDueCents: 0 } }, 1, null],
    ['no amount yet', card, undefined, null],
    ['ACH into an overdrawn account', { kind: 'ACH_IN', to: { kind: 'checking', balanceCents: -20_000 } }, 1_000, null],
  ] as const)('%s → %s', (_name, overrides, amountCents, expected) => {
    expect(requiredAcknowledgement({ ...overrides, amountCents })).toBe(expected);
  });

  it.each([
    ['missing', card, undefined, ['/acknowledgements acknowledgementRequired']],
    ['a different one', card, ['DUE_AMOUNT'], ['/acknowledgements acknowledgementRequired']],
    ['given', card, ['LATE_FEE'], []],
    ['given for a loan', loan, ['DUE_AMOUNT'], []],
    ['given for an overdrawn account', overdrawn, ['OVERDRAWN_AMOUNT'], []],
  ] as const)('checkPayment with the acknowledgement %s', (_name, overrides, acknowledgements, expected) => {
    expect(codes({ ...overrides, amountCents: 1, acknowledgements })).toEqual(expected);
  });

  it('uses the configured message', () => {
    expect(checkPayment(payment({ ...card, amountCents: 100 }), limits, errors)).toEqual([
      { path: '/acknowledgements', code: 'acknowledgementRequired', message: 'Please confirm that you understand before continuing.' },
    ]);
  });
});

describe('checkPayment ordering', () => {
  it('lists amount, then date, then acknowledgement violations', () => {
    const input = payment({
      kind: 'CARD_PAYMENT',
      to: { kind: 'creditCard', amountDueCents: 50_000_000, balanceCents: 10 },
      amountCents: 20_000_000,
      timing: 'FUTURE',
      executionDate: TODAY,
    });
    expect(checkPayment(input, limits, errors).map((violation) => violation.code)).toEqual([
      'futureDatedMaxExceeded',
      'maximumBalanceReached',
      'futureDateRequired',
      'acknowledgementRequired',
    ]);
  });

  it('every message is configured copy with its placeholders filled', () => {
    const input = payment({ from: { kind: 'checking', availableCents: 1 }, amountCents: 2, timing: 'IMMEDIATE' });
    for (const violation of checkPayment(input, limits, errors)) {
      expect(violation.message).not.toMatch(/\{\w+\}/);
      expect(violation.code in limits.messages).toBe(true);
    }
  });
});

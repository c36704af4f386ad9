import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import limitsJson from '../../../config/limits.json';
import { isBusinessDay } from '../../../engine/core/business-days';
import {
  earliestPayeeDate,
  effectiveExecutionDate,
  fundsAvailabilityNote,
  isIsoDate,
  nextOccurrence,
  type PaymentKind,
} from '../../../engine/core/payment-rules';
import type { LimitsManifest } from '../../../engine/core/generated/manifests.gen';

const limits: LimitsManifest = limitsJson;
const PAYMENT_DATE_ADJUSTED = 'Payments scheduled for a weekend or holiday are made the next business day.';
const TRANSFER_DATE_ADJUSTED = 'Transfers scheduled for a weekend or holiday are made the preceding business day.';
const KINDS: readonly PaymentKind[] = [
  'INTERNAL_TRANSFER',
  'MEMBER_TRANSFER',
  'ACH_OUT',
  'ACH_IN',
  'LOAN_PAYMENT',
  'CARD_PAYMENT',
  'CASH_ADVANCE',
  'HELOC_ADVANCE',
  'BILL_PAY',
];

describe('effectiveExecutionDate', () => {
  it('uses the configured copy word for word', () => {
    expect(limits.messages.paymentDateAdjusted).toBe(PAYMENT_DATE_ADJUSTED);
    expect(limits.messages.transferDateAdjusted).toBe(TRANSFER_DATE_ADJUSTED);
  });

  it.each([
    ['LOAN_PAYMENT', '2026-11-21', '2026-11-20', '2026-11-23', PAYMENT_DATE_ADJUSTED, 'Saturday payment → Monday'],
    ['INTERNAL_TRANSFER', '2026-11-21', '2026-11-20', '2026-11-20', TRANSFER_DATE_ADJUSTED, 'Saturday transfer → Friday (today)'],
    ['BILL_PAY', '2026-11-26', '2026-11-20', '2026-11-27', PAYMENT_DATE_ADJUSTED, 'Thanksgiving payment → Friday'],
    ['ACH_OUT', '2026-11-26', '2026-11-20', '2026-11-25', TRANSFER_DATE_ADJUSTED, 'Thanksgiving transfer → Wednesday'],
    ['CARD_PAYMENT', '2026-12-25', '2026-12-01', '2026-12-28', PAYMENT_DATE_ADJUSTED, 'Christmas payment → Monday'],
    ['MEMBER_TRANSFER', '2026-12-25', '2026-12-01', '2026-12-24', TRANSFER_DATE_ADJUSTED, 'Christmas transfer → Thursday'],
    ['HELOC_ADVANCE', '2027-01-01', '2026-12-01', '2026-12-31', TRANSFER_DATE_ADJUSTED, "New Year's Day transfer → New Year's Eve"],
    ['INTERNAL_TRANSFER', '2026-11-22', '2026-11-21', '2026-11-23', PAYMENT_DATE_ADJUSTED, 'weekend transfer never before today'],
  ] as const)('%s on %s (today %s) → %s', (kind, requested, today, date, note, _why) => {
    expect(effectiveExecutionDate(kind, requested, today, limits)).toEqual({ date, adjusted: true, note });
  });

  it.each(KINDS)('%s on a business day is not moved', (kind) => {
    expect(effectiveExecutionDate(kind, '2026-11-24', '2026-11-20', limits)).toEqual({ date: '2026-11-24', adjusted: false });
  });

  it('moves a past date up to today without a weekend note', () => {
    expect(effectiveExecutionDate('INTERNAL_TRANSFER', '2026-11-18', '2026-11-20', limits)).toEqual({ date: '2026-11-20', adjusted: true });
  });

  it('takes the note from the manifest', () => {
    const edited = { ...limits, messages: { ...limits.messages, paymentDateAdjusted: 'Moved.' } };
    expect(effectiveExecutionDate('BILL_PAY', '2026-11-21', '2026-11-20', edited).note).toBe('Moved.');
  });

  it('always lands on a business day no earlier than today', () => {
    const day = fc.integer({ min: 0, max: 3 * 366 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), day, day, (kind, requested, today) => {
        const { date, adjusted, note } = effectiveExecutionDate(kind, requested, today, limits);
        expect(isBusinessDay(date)).toBe(true);
        expect(date >= today).toBe(true);
        expect(adjusted).toBe(date !== requested);
        if (note !== undefined) expect(isBusinessDay(requested)).toBe(false);
      }),
    );
  });
});

describe('fundsAvailabilityNote', () => {
  it.each([
    ['ACH_OUT', 'Funds moved to or from accounts at other institutions are generally available in 1-5 business days.'],
    ['ACH_IN', 'Funds moved to or from accounts at other institutions are generally available in 1-5 business days.'],
    ['BILL_PAY', 'Funds moved to or from accounts at other institutions are generally available in 1-5 business days.'],
    ['LOAN_PAYMENT', 'Loan payments generally post within 1-2 business days.'],
    ['HELOC_ADVANCE', 'HELOC advances are generally available in 2 business days.'],
    ['INTERNAL_TRANSFER', undefined],
    ['MEMBER_TRANSFER', undefined],
    ['CARD_PAYMENT', undefined],
    ['CASH_ADVANCE', undefined],
  ] as const)('%s', (kind, note) => {
    expect(fundsAvailabilityNote(kind, limits)).toBe(note);
  });

  it('reads the configured copy', () => {
    expect(fundsAvailabilityNote('ACH_OUT', limits)).toBe(limits.messages.fundsAvailabilityExternal);
    expect(fundsAvailabilityNote('LOAN_PAYMENT', limits)).toBe(limits.messages.fundsAvailabilityLoanPayment);
    expect(fundsAvailabilityNote('HELOC_ADVANCE', limits)).toBe(limits.messages.fundsAvailabilityHeloc);
  });
});

describe('nextOccurrence', () => {
  it.each([
    ['2026-11-20', 'WEEKLY', '2026-11-27'],
    ['2026-12-28', 'WEEKLY', '2027-01-04'],
    ['2026-02-20', 'BIWEEKLY', '2026-03-06'],
    ['2026-12-25', 'BIWEEKLY', '2027-01-08'],
    ['2026-01-15', 'MONTHLY', '2026-02-15'],
    ['2026-01-31', 'MONTHLY', '2026-02-28'],
    ['2028-01-31', 'MONTHLY', '2028-02-29'],
    ['2026-03-31', 'MONTHLY', '2026-04-30'],
    ['2026-12-15', 'MONTHLY', '2027-01-15'],
  ] as const)('%s %s → %s', (date, frequency, expected) => {
    expect(nextOccurrence(date, frequency)).toBe(expected);
  });

  it('returns to the anchor day after a short month', () => {
    expect(nextOccurrence('2026-02-28', 'MONTHLY', '2026-01-31')).toBe('2026-03-31');
    expect(nextOccurrence('2026-04-30', 'MONTHLY', '2026-01-31')).toBe('2026-05-31');
  });

  it('refuses a date that does not exist', () => {
    expect(() => nextOccurrence('2026-02-30', 'WEEKLY')).toThrow(RangeError);
    expect(() => nextOccurrence('tomorrow', 'MONTHLY')).toThrow(RangeError);
  });

  it('is always a real date after the given one, within a month', () => {
    const day = fc.integer({ min: 0, max: 20 * 366 }).map((offset) => new Date(Date.UTC(2020, 0, 1 + offset)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.constantFrom('WEEKLY', 'BIWEEKLY', 'MONTHLY' as const), (date, frequency) => {
        const next = nextOccurrence(date, frequency);
        const days = (Date.parse(next) - Date.parse(date)) / 86_400_000;
        expect(isIsoDate(next)).toBe(true);
        expect(days).toBeGreaterThanOrEqual(frequency === 'MONTHLY' ? 28 : 7);
        expect(days).toBeLessThanOrEqual(frequency === 'MONTHLY' ? 31 : 14);
      }),
    );
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-11-20', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
    [undefined, false],
  ] as const)('%s → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('earliestPayeeDate (Bill Pay Deliver By)', () => {
  it('counts the payee lead time in Federal Reserve business days, skipping weekends and holidays', () => {
    // Wednesday + 2 business days is Friday; Friday + 2 is Tuesday.
    expect(earliestPayeeDate('2026-03-18', 2)).toBe('2026-03-20');
    expect(earliestPayeeDate('2026-03-20', 2)).toBe('2026-03-24');
    // Thanksgiving (Thursday, November 26, 2026) is not a business day.
    expect(earliestPayeeDate('2026-11-25', 1)).toBe('2026-11-27');
    // Asked on a Saturday: the lead time starts with Monday.
    expect(earliestPayeeDate('2026-03-21', 1)).toBe('2026-03-23');
  });

  it('is today itself with no lead time on a business day, else the next business day', () => {
    expect(earliestPayeeDate('2026-03-18', 0)).toBe('2026-03-18');
    expect(earliestPayeeDate('2026-03-21', 0)).toBe('2026-03-23');
    expect(earliestPayeeDate('2026-12-25', 0)).toBe('2026-12-28');
  });
});

import { describe, expect, it } from 'vitest';
import { checkStopPaymentNumbers, isCheckNumber, spansOverlap, stopPaymentExpiresOn, stopPaymentSpan, stopPaymentStatus } from '../../../engine/core/stop-payment-rules';

const limits = { maxRangeLength: 50, durationDays: 180 };

describe('stop payment rules', () => {
  it('takes a check number only as a whole number from 1 up', () => {
    for (const good of [1, 1001, 999_999_999]) expect(isCheckNumber(good), String(good)).toBe(true);
    for (const bad of [0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '12', null, undefined]) expect(isCheckNumber(bad), String(bad)).toBe(false);
    expect(checkStopPaymentNumbers({ kind: 'CHECK', checkNumber: 1204 }, limits)).toEqual([]);
    expect(checkStopPaymentNumbers({ kind: 'CHECK', checkNumber: 0 }, limits)).toEqual([{ code: 'STOP_PAYMENT_CHECK_NUMBER_INVALID', path: '/checkNumber' }]);
    expect(checkStopPaymentNumbers({ kind: 'RANGE', firstCheckNumber: -1, lastCheckNumber: 2.5 }, limits)).toEqual([
      { code: 'STOP_PAYMENT_CHECK_NUMBER_INVALID', path: '/firstCheckNumber' },
      { code: 'STOP_PAYMENT_CHECK_NUMBER_INVALID', path: '/lastCheckNumber' },
    ]);
  });

  it('refuses a reversed range and one longer than the limit, counting both ends', () => {
    expect(checkStopPaymentNumbers({ kind: 'RANGE', firstCheckNumber: 200, lastCheckNumber: 199 }, limits)).toEqual([{ code: 'STOP_PAYMENT_RANGE_REVERSED', path: '/lastCheckNumber' }]);
    // 200..249 is 50 checks: the longest allowed; 200..250 is 51.
    expect(checkStopPaymentNumbers({ kind: 'RANGE', firstCheckNumber: 200, lastCheckNumber: 249 }, limits)).toEqual([]);
    expect(checkStopPaymentNumbers({ kind: 'RANGE', firstCheckNumber: 200, lastCheckNumber: 250 }, limits)).toEqual([{ code: 'STOP_PAYMENT_RANGE_TOO_LONG', path: '/lastCheckNumber' }]);
    // A range of one check is allowed.
    expect(checkStopPaymentNumbers({ kind: 'RANGE', firstCheckNumber: 7, lastCheckNumber: 7 }, { maxRangeLength: 1 })).toEqual([]);
  });

  it('finds a duplicate when any check of two spans is the same', () => {
    const range = stopPaymentSpan({ kind: 'RANGE', firstCheckNumber: 100, lastCheckNumber: 110 });
    expect(stopPaymentSpan({ kind: 'CHECK', checkNumber: 42 })).toEqual({ first: 42, last: 42 });
    expect(spansOverlap(range, stopPaymentSpan({ kind: 'CHECK', checkNumber: 100 }))).toBe(true);
    expect(spansOverlap(range, stopPaymentSpan({ kind: 'CHECK', checkNumber: 110 }))).toBe(true);
    expect(spansOverlap(range, { first: 105, last: 120 })).toBe(true);
    expect(spansOverlap(range, { first: 90, last: 130 })).toBe(true);
    expect(spansOverlap(range, stopPaymentSpan({ kind: 'CHECK', checkNumber: 99 }))).toBe(false);
    expect(spansOverlap(range, { first: 111, last: 140 })).toBe(false);
  });

  it('keeps a stop in effect for the configured calendar days, through its last day, across a year end and a leap day', () => {
    expect(stopPaymentExpiresOn('2026-03-18', limits)).toBe('2026-09-14');
    expect(stopPaymentExpiresOn('2026-11-30', { durationDays: 180 })).toBe('2027-05-29');
    expect(stopPaymentExpiresOn('2028-02-28', { durationDays: 1 })).toBe('2028-02-29');
    expect(stopPaymentStatus('2026-09-14', '2026-09-14')).toBe('ACTIVE');
    expect(stopPaymentStatus('2026-09-14', '2026-03-18')).toBe('ACTIVE');
    expect(stopPaymentStatus('2026-09-14', '2026-09-15')).toBe('EXPIRED');
  });
});

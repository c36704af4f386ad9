import { describe, expect, it } from 'vitest';
import { detectRecurringCharges, merchantKey, type ChargeObservation } from '../../../engine/core/recurring-charges';

const rules = { amountToleranceBps: 1_000, minOccurrences: 3 };
const charge = (date: string, amountCents: number, merchant = 'Netflix'): ChargeObservation => ({ date, amountCents, merchant });

describe('detectRecurringCharges', () => {
  it('finds a monthly card subscription and its next date on the same day of the month', () => {
    const found = detectRecurringCharges([charge('2026-08-03', 1_549), charge('2026-09-03', 1_549), charge('2026-10-03', 1_549), charge('2026-11-03', 1_549)], rules, '2026-11-20');
    expect(found).toEqual([{ merchant: 'Netflix', amountCents: 1_549, cadence: 'monthly', occurrences: 4, lastDate: '2026-11-03', nextDate: '2026-12-03' }]);
  });

  it('keeps a card charge on its calendar date even on a weekend', () => {
    // 2027-01-03 is a Sunday; card charges post any day (2026-10-03 was a Saturday).
    const [found] = detectRecurringCharges([charge('2026-10-03', 999), charge('2026-11-03', 999), charge('2026-12-03', 999)], rules, '2026-12-10');
    expect(found?.nextDate).toBe('2027-01-03');
  });

  it('moves an ACH series (every charge on a business day) to the next business day', () => {
    // 2026-11-16, 2026-10-15 and 2026-09-15 are business days; 2026-12-15 is a Tuesday, 2027-01-15 a Friday, 2027-02-15 Presidents Day.
    const series = [charge('2026-09-15', 7_999, 'Comcast Xfinity'), charge('2026-10-15', 7_999, 'Comcast Xfinity'), charge('2026-11-16', 7_999, 'Comcast Xfinity')];
    expect(detectRecurringCharges(series, rules, '2026-11-20')[0]?.nextDate).toBe('2026-12-15');
    const later = [...series, charge('2026-12-15', 7_999, 'Comcast Xfinity'), charge('2027-01-15', 7_999, 'Comcast Xfinity')];
    expect(detectRecurringCharges(later, rules, '2027-01-20')[0]?.nextDate).toBe('2027-02-16');
  });

  it('clamps a month-end anchor to shorter months and comes back to the 31st', () => {
    const [found] = detectRecurringCharges([charge('2026-10-31', 500), charge('2026-11-30', 500), charge('2026-12-31', 500)], rules, '2027-01-05');
    expect(found?.nextDate).toBe('2027-01-31');
    const [feb] = detectRecurringCharges([charge('2026-11-30', 500), charge('2026-12-31', 500), charge('2027-01-31', 500)], { ...rules }, '2027-02-01');
    expect(feb?.nextDate).toBe('2027-02-28');
  });

  it('finds weekly, biweekly and yearly cadences', () => {
    const weekly = [charge('2026-11-01', 1_000, 'Gym'), charge('2026-11-08', 1_000, 'Gym'), charge('2026-11-15', 1_050, 'Gym')];
    const biweekly = [charge('2026-10-09', 4_000, 'Cleaner'), charge('2026-10-23', 4_000, 'Cleaner'), charge('2026-11-06', 4_000, 'Cleaner')];
    const yearly = [charge('2025-03-01', 9_900, 'Amazon Prime'), charge('2026-03-01', 13_900, 'Amazon Prime')];
    const found = detectRecurringCharges([...weekly, ...biweekly, ...yearly], { ...rules, amountToleranceBps: 2_500 }, '2026-11-16');
    expect(found.map((item) => [item.merchant, item.cadence, item.nextDate])).toEqual([
      ['Cleaner', 'biweekly', '2026-11-20'],
      ['Gym', 'weekly', '2026-11-22'],
      ['Amazon Prime', 'yearly', '2027-03-01'],
    ]);
  });

  it('rolls the next date past today when a charge is late, and drops a series that stopped', () => {
    const series = [charge('2026-07-03', 1_199, 'Spotify'), charge('2026-08-03', 1_199, 'Spotify'), charge('2026-09-03', 1_199, 'Spotify')];
    expect(detectRecurringCharges(series, rules, '2026-10-10')[0]?.nextDate).toBe('2026-11-03');
    expect(detectRecurringCharges(series, rules, '2026-12-01')).toEqual([]);
  });

  it('ignores irregular gaps, amounts that differ too much, too few charges and credits', () => {
    const irregular = [charge('2026-11-01', 500, 'Starbucks'), charge('2026-11-04', 520, 'Starbucks'), charge('2026-11-20', 480, 'Starbucks')];
    const varying = [charge('2026-09-01', 5_000, 'Kroger'), charge('2026-10-01', 9_000, 'Kroger'), charge('2026-11-01', 5_100, 'Kroger')];
    const tooFew = [charge('2026-10-01', 1_000, 'Hulu'), charge('2026-11-01', 1_000, 'Hulu')];
    const credits = [charge('2026-09-01', -1_000, 'Refund'), charge('2026-10-01', -1_000, 'Refund'), charge('2026-11-01', -1_000, 'Refund')];
    expect(detectRecurringCharges([...irregular, ...varying, ...tooFew, ...credits], rules, '2026-11-21')).toEqual([]);
  });

  it('treats case, digits and punctuation as the same merchant', () => {
    expect(merchantKey('NETFLIX.COM #123')).toBe(merchantKey('Netflix com'));
    const found = detectRecurringCharges([charge('2026-09-03', 1_549, 'NETFLIX.COM 1'), charge('2026-10-03', 1_549, 'netflix.com 2'), charge('2026-11-03', 1_549, 'Netflix.com')], rules, '2026-11-04');
    expect(found).toHaveLength(1);
    expect(found[0]?.merchant).toBe('Netflix.com');
  });
});

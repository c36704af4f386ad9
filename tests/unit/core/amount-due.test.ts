import { describe, expect, it } from 'vitest';
import { amountChoices, amountsDue, minimumDue, statementMinimum } from '../../../engine/core/amount-due';

const card = { fixedOrFloorCents: 2_500, percentBps: 200 };
const autoLoan = { fixedOrFloorCents: 45_218, percentBps: null };

describe('statementMinimum', () => {
  it('is the share of the balance with the floor, never more than the balance', () => {
    expect(statementMinimum(500_000, card)).toBe(10_000);
    expect(statementMinimum(60_000, card)).toBe(2_500);
    expect(statementMinimum(1_242, card)).toBe(1_242);
    expect(statementMinimum(0, card)).toBe(0);
    expect(statementMinimum(-3_000, card)).toBe(0);
  });
});

describe('minimumDue', () => {
  it('is the statement minimum when nothing has been paid since the statement', () => {
    expect(minimumDue({ statementBalanceCents: 60_000, currentBalanceCents: 61_242, paidSinceStatementCents: 0, terms: card })).toBe(2_500);
  });

  it('is nothing once the payments since the statement reach the statement balance, whatever was charged since', () => {
    expect(minimumDue({ statementBalanceCents: 60_000, currentBalanceCents: 1_242, paidSinceStatementCents: 60_000, terms: card })).toBe(0);
    expect(minimumDue({ statementBalanceCents: 60_000, currentBalanceCents: 1_242, paidSinceStatementCents: 70_000, terms: card })).toBe(0);
  });

  it('is never more than the balance owed now', () => {
    expect(minimumDue({ statementBalanceCents: 60_000, currentBalanceCents: 1_242, paidSinceStatementCents: 0, terms: card })).toBe(1_242);
  });

  it('is never more than what is left of the statement balance', () => {
    expect(minimumDue({ statementBalanceCents: 3_000, currentBalanceCents: 9_000, paidSinceStatementCents: 1_000, terms: card })).toBe(1_500);
    expect(minimumDue({ statementBalanceCents: 2_600, currentBalanceCents: 9_000, paidSinceStatementCents: 1_000, terms: card })).toBe(1_500);
    expect(minimumDue({ statementBalanceCents: 2_600, currentBalanceCents: 9_000, paidSinceStatementCents: 2_000, terms: card })).toBe(500);
  });

  it('takes partial payments off the minimum', () => {
    expect(minimumDue({ statementBalanceCents: 500_000, currentBalanceCents: 500_000, paidSinceStatementCents: 4_000, terms: card })).toBe(6_000);
  });

  it('is nothing when nothing is owed or the account is in credit', () => {
    expect(minimumDue({ statementBalanceCents: 0, currentBalanceCents: 0, paidSinceStatementCents: 0, terms: card })).toBe(0);
    expect(minimumDue({ statementBalanceCents: -500, currentBalanceCents: 4_000, paidSinceStatementCents: 0, terms: card })).toBe(0);
    expect(minimumDue({ statementBalanceCents: 60_000, currentBalanceCents: -100, paidSinceStatementCents: 0, terms: card })).toBe(0);
  });

  it('is a term loan its fixed payment, less what was paid toward it', () => {
    expect(minimumDue({ statementBalanceCents: 1_800_000, currentBalanceCents: 1_800_000, paidSinceStatementCents: 0, terms: autoLoan })).toBe(45_218);
    expect(minimumDue({ statementBalanceCents: 1_800_000, currentBalanceCents: 1_800_000, paidSinceStatementCents: 45_218, terms: autoLoan })).toBe(0);
    expect(minimumDue({ statementBalanceCents: 30_000, currentBalanceCents: 30_000, paidSinceStatementCents: 0, terms: autoLoan })).toBe(30_000);
  });
});

describe('amountsDue', () => {
  it('keeps the past-due amount apart from the current amount due and totals them', () => {
    expect(amountsDue({ pastDueCents: 45_218, currentDueCents: 45_218 })).toEqual({ pastDueCents: 45_218, currentDueCents: 45_218, totalDueCents: 90_436 });
    expect(amountsDue({ pastDueCents: 0, currentDueCents: 2_500 })).toEqual({ pastDueCents: 0, currentDueCents: 2_500, totalDueCents: 2_500 });
  });
});

describe('amountChoices', () => {
  it('offers past due plus current, the current amount and another amount on an account that is behind', () => {
    expect(amountChoices({ pastDueCents: 45_218, currentDueCents: 45_218 })).toEqual([
      { id: 'totalDue', amountCents: 90_436 },
      { id: 'currentDue', amountCents: 45_218 },
      { id: 'other' },
    ]);
  });

  it('offers the minimum and another amount when only this period is due, and only another amount when nothing is', () => {
    expect(amountChoices({ currentDueCents: 2_500 })).toEqual([{ id: 'currentDue', amountCents: 2_500 }, { id: 'other' }]);
    expect(amountChoices({ currentDueCents: 0 })).toEqual([{ id: 'other' }]);
    expect(amountChoices({})).toEqual([{ id: 'other' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { householdActivity } from '../../src/server/seed/activity/household';
import type { SeededAccount } from '../../src/server/seed/activity/seeded-account';
import { addMonths } from '../../engine/core/calendar';
import { LedgerBook } from '../../src/server/seed/ledger-book';
import { createPrng } from '../../src/server/seed/prng';

const accounts = new Map<string, SeededAccount>(
  (['checking', 'savings', 'card', 'auto', 'heloc', 'ira'] as const).map((key, index) => [
    key,
    { id: `account-${key}`, key, kind: (['checking', 'savings', 'creditCard', 'autoLoan', 'heloc', 'ira'] as const)[index]!, name: key, lastFour: `000${index}` },
  ]),
);

function history(today: string) {
  const book = new LedgerBook();
  householdActivity(book, createPrng(42), accounts, { start: addMonths(today, -6), today });
  return book.transactions.map(({ arrangement_id, booking_date, description, amount_cents, credit_debit, status }) => ({
    arrangement_id, booking_date, description, amount_cents, credit_debit, status,
  }));
}

describe('seeded history', () => {
  it('is the same on every run for the same day', () => {
    expect(history('2026-05-15')).toEqual(history('2026-05-15'));
  });

  it('differs with the seed, and every journal it writes balances', () => {
    const book = new LedgerBook();
    householdActivity(book, createPrng(7), accounts, { start: '2026-01-01', today: '2026-07-01' });
    expect(book.transactions.map((row) => row.amount_cents)).not.toEqual(history('2026-07-01').map((row) => row.amount_cents));
    const sums = new Map<string, number>();
    for (const entry of book.entries) sums.set(entry.journal_id, (sums.get(entry.journal_id) ?? 0) + entry.amount_cents);
    expect([...sums.values()].every((sum) => sum === 0)).toBe(true);
  });

  it('refuses to record a journal that does not balance', () => {
    const book = new LedgerBook();
    expect(() =>
      book.post({ kind: 'TEST', description: 'off by one', date: '2026-01-02', legs: [{ glAccountId: 'a', amountCents: 100 }, { glAccountId: 'b', amountCents: -99 }] }),
    ).toThrow(/off by 1 cents/);
    expect(book.journals).toEqual([]);
  });

  it('keeps month arithmetic on real dates', () => {
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -6)).toBe('2025-07-15');
  });
});

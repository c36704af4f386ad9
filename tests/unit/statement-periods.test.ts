import { describe, expect, it } from 'vitest';
import { monthlyStatements } from '../../src/server/domain/statement-periods';

describe('monthlyStatements', () => {
  const totals = [
    { month: '2026-05', deltaCents: 1_000 },
    { month: '2026-06', deltaCents: -2_500 },
    { month: '2026-08', deltaCents: 700 },
  ];

  it('opens the first statement the day after a balance brought forward, at that balance, and chains the rest', () => {
    const periods = monthlyStatements(totals, '2026-09-15', { date: '2026-05-28', cents: 385_012 }).reverse();
    expect(periods.map((period) => [period.id, period.start, period.end, period.openingCents, period.closingCents])).toEqual([
      ['STMT-2026-05', '2026-05-29', '2026-05-31', 385_012, 386_012],
      ['STMT-2026-06', '2026-06-01', '2026-06-30', 386_012, 383_512],
      ['STMT-2026-07', '2026-07-01', '2026-07-31', 383_512, 383_512],
      ['STMT-2026-08', '2026-08-01', '2026-08-31', 383_512, 384_212],
    ]);
  });

  it('starts the next month when the balance was brought forward on a month end', () => {
    const [first] = monthlyStatements([], '2026-08-02', { date: '2026-06-30', cents: 5_000 }).reverse();
    expect(first).toMatchObject({ id: 'STMT-2026-07', start: '2026-07-01', openingCents: 5_000, closingCents: 5_000 });
  });

  it('opens at $0.00 on the first of the month when the account opened within its history (the funding is its first credit)', () => {
    const [first] = monthlyStatements(totals, '2026-09-15').reverse();
    expect(first).toMatchObject({ id: 'STMT-2026-05', start: '2026-05-01', openingCents: 0, closingCents: 1_000 });
  });

  it('has no statement for the month not yet ended, nor for an account without postings', () => {
    expect(monthlyStatements(totals, '2026-05-31', { date: '2026-05-28', cents: 1 })).toEqual([]);
    expect(monthlyStatements([], '2026-09-15')).toEqual([]);
  });
});

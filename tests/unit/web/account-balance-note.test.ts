import { describe, expect, it } from 'vitest';
import { accountChoiceLabel, balanceNote } from '../../../screens/shared/account-balance-note';
import { summaryProduct } from './support/render-screen';

describe('account picker balance notes', () => {
  it('shows a deposit account with its available balance, formatted', () => {
    const checking = summaryProduct('c', 'checking', 'Checking', '••1234', 234_567, { bookedBalanceCents: 250_000 });
    expect(accountChoiceLabel(checking)).toBe('Checking ••1234 — $2,345.67 available');
    expect(balanceNote(summaryProduct('s', 'savings', 'Savings', '••5678', -1_250))).toBe('-$12.50 available');
  });

  it('shows what is owed on a loan instead of an available balance', () => {
    expect(balanceNote(summaryProduct('l', 'autoLoan', 'Auto Loan', '••9', 1_850_000))).toBe('$18,500.00 owed');
  });

  it('shows a card or line of credit with what is owed and the credit left', () => {
    const card = summaryProduct('cc', 'creditCard', 'Rewards Card', '••1', 450_000, { bookedBalanceCents: 50_000 });
    expect(balanceNote(card)).toBe('$500.00 owed, $4,500.00 available');
    const heloc = summaryProduct('h', 'heloc', 'Home Equity Line', '••2', 2_000_000, { bookedBalanceCents: 1_000_000 });
    expect(balanceNote(heloc)).toBe('$10,000.00 owed, $20,000.00 available');
  });

  it('shows an IRA with its balance: it has no available balance', () => {
    expect(balanceNote(summaryProduct('i', 'ira', 'Traditional IRA', '••3', 4_300_000))).toBe('$43,000.00 balance');
  });
});

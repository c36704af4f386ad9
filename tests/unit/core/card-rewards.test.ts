import { describe, expect, it } from 'vitest';
import { canReceiveRewards } from '../../../engine/core/card-rewards';

describe('canReceiveRewards', () => {
  const kinds = ['checking', 'savings'];
  it.each([
    ['a checking account', { id: 'chk', productKind: 'checking' }, true],
    ['a savings account', { id: 'sav', productKind: 'savings' }, true],
    ["the card's own account", { id: 'card-acct', productKind: 'creditCard' }, true],
    ['another credit card', { id: 'other-card', productKind: 'creditCard' }, false],
    ['a loan', { id: 'loan', productKind: 'autoLoan' }, false],
    ['an IRA', { id: 'ira', productKind: 'ira' }, false],
  ])('%s: %s', (_name, account, expected) => {
    expect(canReceiveRewards(account, ['card-acct'], kinds)).toBe(expected);
  });

  it('follows the kinds config names', () => {
    expect(canReceiveRewards({ id: 'ira', productKind: 'ira' }, [], ['ira'])).toBe(true);
    expect(canReceiveRewards({ id: 'chk', productKind: 'checking' }, [], [])).toBe(false);
  });
});

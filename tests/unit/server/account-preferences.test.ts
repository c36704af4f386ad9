import { describe, expect, it } from 'vitest';
import { normaliseNickname } from '../../../src/server/domain/account-preferences/nickname';
import { inSummaryOrder } from '../../../src/server/domain/product-summary';
import { moveWithinGroup, type EditRow } from '../../../screens/accounts-edit/edit-rows';

describe('Edit Accounts rules', () => {
  it('trims nicknames, takes blank as none, and refuses what config/account-preferences.json does not allow', () => {
    expect(normaliseNickname('  Rainy Day Fund  ')).toBe('Rainy Day Fund');
    expect(normaliseNickname('   ')).toBeNull();
    expect(normaliseNickname(null)).toBeNull();
    expect(normaliseNickname("Kids' College #2 (529)")).toBe("Kids' College #2 (529)");
    for (const bad of ['a'.repeat(31), '<b>', 'line\nbreak', '.dot first', 'Fund 💰']) expect(normaliseNickname(bad), bad).toBe('invalid');
  });

  it('orders by summary group, then the user’s positions, then unplaced accounts in their own order', () => {
    const accounts = [
      { id: 'card', product_kind: 'creditCard' as const },
      { id: 'checking', product_kind: 'checking' as const },
      { id: 'new-savings', product_kind: 'savings' as const },
      { id: 'savings', product_kind: 'savings' as const },
    ];
    const placed = new Map([
      ['savings', { nickname: null, position: 0, hidden: false }],
      ['checking', { nickname: null, position: 1, hidden: false }],
      ['card', { nickname: null, position: 2, hidden: false }],
    ]);
    expect(inSummaryOrder(accounts, placed).map((account) => account.id)).toEqual(['savings', 'checking', 'new-savings', 'card']);
  });

  it('moves a row within its group only', () => {
    const row = (arrangementId: string, group: EditRow['group']): EditRow => ({ arrangementId, group, name: arrangementId, nickname: '', hidden: false, productKind: 'checking', productTypeName: 'Checking', accountNumber: '••••0001' });
    const rows = [row('a', 'deposits'), row('b', 'deposits'), row('c', 'creditCards')];
    expect(moveWithinGroup(rows, 'b', -1).map((r) => r.arrangementId)).toEqual(['b', 'a', 'c']);
    expect(moveWithinGroup(rows, 'b', 1).map((r) => r.arrangementId)).toEqual(['a', 'b', 'c']);
    expect(moveWithinGroup(rows, 'a', -1).map((r) => r.arrangementId)).toEqual(['a', 'b', 'c']);
  });
});

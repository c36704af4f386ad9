import type { AccountPreference, AccountPreferencesUpdate } from '../../engine/core/generated/api.gen';

/** One account as the form holds it: the nickname as typed. */
export interface EditRow extends Omit<AccountPreference, 'nickname'> {
  readonly nickname: string;
}

export const rowsOf = (accounts: readonly AccountPreference[]): EditRow[] => accounts.map((account) => ({ ...account, nickname: account.nickname ?? '' }));

export const updateOf = (rows: readonly EditRow[]): AccountPreferencesUpdate => ({
  accounts: rows.map((row) => ({ arrangementId: row.arrangementId, nickname: row.nickname.trim() === '' ? null : row.nickname, hidden: row.hidden })),
});

/**
 * The rows with one moved a step up (-1) or down (+1) within its summary group: the summary shows groups in a fixed
 * order, so a move across groups would change nothing the member can see. Unchanged when there is no neighbour.
 */
export function moveWithinGroup(rows: readonly EditRow[], arrangementId: string, step: -1 | 1): EditRow[] {
  const index = rows.findIndex((row) => row.arrangementId === arrangementId);
  const target = index + step;
  const row = rows[index];
  const neighbour = rows[target];
  if (row === undefined || neighbour === undefined || neighbour.group !== row.group) return [...rows];
  const next = [...rows];
  next[index] = neighbour;
  next[target] = row;
  return next;
}

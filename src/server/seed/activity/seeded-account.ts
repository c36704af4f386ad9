import type { ProductKind } from '../../db/schema';

/** An account as the activity generators see it once it has an id. */
export interface SeededAccount {
  id: string;
  key: string;
  kind: ProductKind;
  name: string;
  lastFour: string;
}


export type AccountsByKey = ReadonlyMap<string, SeededAccount>;

export function accountByKey(accounts: AccountsByKey, key: string): SeededAccount {
  const account = accounts.get(key);
  if (!account) throw new Error(`The persona has no "${key}" account (has: ${[...accounts.keys()].join(', ')})`);
  return account;
}

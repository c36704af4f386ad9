import type { BalanceRow } from './balance-rows';

/** One labelled figure of an account's balances (a `dl` entry); past-due figures stand out. */
export function BalanceItem({ row }: { row: BalanceRow }) {
  return (
    <div className={row.alert === true ? 'account__balance account__balance--alert' : 'account__balance'} data-balance={row.key}>
      <dt>{row.label}</dt>
      <dd>{row.value}</dd>
    </div>
  );
}

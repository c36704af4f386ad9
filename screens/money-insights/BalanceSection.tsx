import { useId, useMemo, useState } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { Chart } from './Chart';
import { copy, monthLabel } from './copy';
import { useBalanceHistory, type BalanceHistory, type MoneyInsightsOverview } from './money-insights-api';

function History({ history }: { history: BalanceHistory }) {
  const dates = useMemo(() => history.points.map((point) => point.date), [history.points]);
  const series = useMemo(() => [{ label: history.name, values: history.points.map((point) => point.balanceCents) }], [history]);
  const caption = resolveTemplate(copy.balanceCaption, { account: history.name });
  return (
    <>
      <Chart dates={dates} series={series} stepped summary={resolveTemplate(copy.balanceChartSummary, { account: history.name })} />
      <div className="money-table-wrap" role="region" aria-label={caption} tabIndex={0}>
        <table className="money-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.monthColumn}</th>
              <th scope="col">{copy.balanceColumn}</th>
            </tr>
          </thead>
          <tbody>
            {history.monthEnds.map((end) => (
              <tr key={end.month}>
                <th scope="row">{monthLabel(end.month)}</th>
                <td>{formatCents(end.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The balance history of the account the member picks (the first one to start). */
export function BalanceSection({ accounts, months }: { readonly accounts: MoneyInsightsOverview['accounts']; readonly months: number }) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const accountId = chosen ?? accounts[0]?.id;
  const history = useBalanceHistory(accountId, months);
  const selectId = useId();
  return (
    <section className="money-section card" aria-labelledby="money-balance">
      <h2 id="money-balance">{copy.balanceHeading}</h2>
      {accounts.length === 0 ? (
        <p>{copy.balanceEmpty}</p>
      ) : (
        <>
          <p className="money-field">
            <label htmlFor={selectId}>{copy.balanceAccountLabel}</label>
            <select className="form-control" id={selectId} value={accountId} onChange={(event) => setChosen(event.target.value)}>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {`${account.name} ${account.maskedAccountNumber}`}
                </option>
              ))}
            </select>
          </p>
          {history.isPending ? <FlowLoading text={copy.loading} /> : null}
          {history.isError && history.data === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void history.refetch()} /> : null}
          {history.data === undefined ? null : <History history={history.data} />}
        </>
      )}
    </section>
  );
}

import { useMemo } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import { Chart } from './Chart';
import { copy, monthLabel } from './copy';
import type { MoneyInsightsOverview } from './money-insights-api';

/** Income versus spending per month: a chart of both and the table with the net. */
export function CashFlowSection({ overview }: { readonly overview: MoneyInsightsOverview }) {
  const dates = useMemo(() => overview.cashFlow.map((flow) => `${flow.month}-01`), [overview.cashFlow]);
  const series = useMemo(
    () => [
      { label: copy.incomeColumn, values: overview.cashFlow.map((flow) => flow.incomeCents) },
      { label: copy.spendingColumn, values: overview.cashFlow.map((flow) => flow.spendingCents) },
    ],
    [overview.cashFlow],
  );
  return (
    <section className="money-section card" aria-labelledby="money-cash-flow">
      <h2 id="money-cash-flow">{copy.cashFlowHeading}</h2>
      <Chart dates={dates} series={series} summary={resolveTemplate(copy.chartSummary, { count: 2, months: overview.months.length })} />
      <div className="money-table-wrap" role="region" aria-labelledby="money-cash-flow-caption" tabIndex={0}>
        <table className="money-table">
          <caption id="money-cash-flow-caption">{copy.cashFlowCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.monthColumn}</th>
              <th scope="col">{copy.incomeColumn}</th>
              <th scope="col">{copy.spendingColumn}</th>
              <th scope="col">{copy.netColumn}</th>
            </tr>
          </thead>
          <tbody>
            {overview.cashFlow.map((flow) => (
              <tr key={flow.month}>
                <th scope="row">{monthLabel(flow.month)}</th>
                <td>{formatCents(flow.incomeCents)}</td>
                <td>{formatCents(flow.spendingCents)}</td>
                <td>{formatCents(flow.netCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

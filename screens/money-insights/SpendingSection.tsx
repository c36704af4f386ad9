import { useMemo } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import { Chart } from './Chart';
import { copy, monthLabel } from './copy';
import type { MoneyInsightsOverview } from './money-insights-api';

const CHART_CATEGORIES = 6;

/** Spending by category per month: a chart of the largest categories and the table of every one. */
export function SpendingSection({ overview }: { readonly overview: MoneyInsightsOverview }) {
  const dates = useMemo(() => overview.months.map((month) => `${month}-01`), [overview.months]);
  const series = useMemo(
    () => overview.categories.slice(0, CHART_CATEGORIES).map((category) => ({ label: category.name, values: category.monthlyCents })),
    [overview.categories],
  );
  return (
    <section className="money-section card" aria-labelledby="money-spending">
      <h2 id="money-spending">{copy.spendingHeading}</h2>
      {overview.categories.length === 0 ? (
        <p>{copy.spendingEmpty}</p>
      ) : (
        <>
          <Chart dates={dates} series={series} summary={resolveTemplate(copy.chartSummary, { count: series.length, months: overview.months.length })} />
          <div className="money-table-wrap" role="region" aria-labelledby="money-spending-caption" tabIndex={0}>
            <table className="money-table" data-testid="spending-table">
              <caption id="money-spending-caption">{copy.spendingTableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.categoryColumn}</th>
                  {overview.months.map((month) => (
                    <th scope="col" key={month}>
                      {monthLabel(month)}
                    </th>
                  ))}
                  <th scope="col">{copy.totalColumn}</th>
                </tr>
              </thead>
              <tbody>
                {overview.categories.map((category) => (
                  <tr key={category.categoryId}>
                    <th scope="row">{category.name}</th>
                    {category.monthlyCents.map((cents, index) => (
                      <td key={overview.months[index]}>{formatCents(cents)}</td>
                    ))}
                    <td>{formatCents(category.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

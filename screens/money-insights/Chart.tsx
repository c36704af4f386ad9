import { lazy, Suspense } from 'react';
import type { TimeChartProps } from './TimeChart';

// uPlot comes with the first chart drawn, not with the screen's own code.
const TimeChart = lazy(() => import('./TimeChart'));

/** A chart with a visually hidden sentence saying where its figures are (the table that follows it). */
export function Chart({ summary, ...props }: TimeChartProps & { readonly summary: string }) {
  return (
    <figure className="money-figure">
      <Suspense fallback={<div className="money-chart" aria-hidden="true" />}>
        <TimeChart {...props} />
      </Suspense>
      <figcaption className="visually-hidden">{summary}</figcaption>
    </figure>
  );
}

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCents } from '../../engine/core';

export interface ChartSeries {
  readonly label: string;
  /** Cents, one per date. */
  readonly values: readonly number[];
}

export interface TimeChartProps {
  /** yyyy-mm-dd, ascending. */
  readonly dates: readonly string[];
  readonly series: readonly ChartSeries[];
  /** A balance holds until the next change: drawn as steps rather than slopes. */
  readonly stepped?: boolean;
}

// Distinguishable on white and for common colour-vision deficiencies (Okabe-Ito, darkened for contrast).
const PALETTE = ['#0b4f6c', '#c45a00', '#15694a', '#8a3a8f', '#a3242b', '#4d5b69', '#7a6a00', '#005f99'];
const HEIGHT = 260;
const seconds = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * A time chart drawn by uPlot on a canvas, as wide as its container. It is a picture only (hidden from assistive
 * technology): every screen that shows one shows the same figures in a table beside it. Loaded lazily with the
 * money-insights screens, so uPlot never reaches the first page load.
 */
export default function TimeChart({ dates, series, stepped = false }: TimeChartProps) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const data: uPlot.AlignedData = [dates.map(seconds), ...series.map((line) => line.values.map((cents) => cents))];
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: { x: { time: true } },
      cursor: { drag: { x: false, y: false } },
      axes: [{}, { size: 90, values: (_chart, splits) => splits.map((cents) => formatCents(Math.round(cents))) }],
      series: [
        {},
        ...series.map((line, index) => ({
          label: line.label,
          stroke: PALETTE[index % PALETTE.length],
          width: 2,
          points: { show: !stepped },
          value: (_chart: uPlot, cents: number | null) => (cents === null ? '' : formatCents(Math.round(cents))),
          ...(stepped ? { paths: uPlot.paths.stepped!({ align: 1 }) } : {}),
        })),
      ],
    };
    const chart = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [dates, series, stepped]);

  return <div ref={holder} className="money-chart" aria-hidden="true" />;
}

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
// The screen's styles travel with its chart (one lazy chunk with one style sheet): the
// route table, which every public page loads, then names one file less for this screen.
import './analytics-admin-page.css';

export type ChartSeries = { label: string; values: number[]; color: string; dash?: number[] };

type Props = {
  // x values: seconds since the epoch for a time chart, 0..n-1 for bars.
  x: number[];
  series: ChartSeries[];
  summary: string;
  // bars draws a bar per x (labels names them); otherwise lines over time.
  bars?: { labels: string[] };
};

// uPlot draws on a canvas: this module (and uPlot) is a lazy chunk of the Analytics
// screen, itself an admin chunk, so no public page downloads it. The canvas is hidden from
// assistive technology: the figure's label summarises it and a table beside it holds the
// same numbers.
export function AnalyticsChart({ x, series, summary, bars }: Props) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const width = () => Math.max(280, el.clientWidth || 600);
    const barPaths = bars ? uPlot.paths.bars?.({ size: [0.6, 80] }) : undefined;
    const plot = new uPlot(
      {
        width: width(),
        height: 220,
        legend: { show: !bars },
        scales: { x: bars ? { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } : { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        series: [
          {},
          ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, dash: s.dash, ...(barPaths && { paths: barPaths, fill: s.color }) })),
        ],
        axes: [
          bars ? { values: (_u: uPlot, ticks: number[]) => ticks.map((t) => bars.labels[t] ?? ''), splits: () => x } : {},
          { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
        ],
      },
      [x, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 220 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, series, bars]);
  return (
    <figure className="analytics-chart" role="img" aria-label={summary}>
      <div ref={host} aria-hidden="true" />
    </figure>
  );
}

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type WeeklySeries = {
  // Week starts, seconds since the epoch (uPlot's x unit).
  weeks: number[];
  applications: number[];
  contactMessages: number[];
};

type Props = { data: WeeklySeries; summary: string };

// uPlot draws on a canvas: this module (and uPlot, ~50 KB) is a lazy chunk of the
// dashboard, itself an admin chunk, so no public page downloads it. The canvas is hidden
// from assistive technology: the figure's label summarises it and the page shows the
// same numbers as a table.
export function WeeklyChart({ data, summary }: Props) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const plot = new uPlot(
      {
        width: Math.max(320, el.clientWidth || 640),
        height: 240,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        series: [
          {},
          { label: 'Applications', stroke: '#1f7a3a', width: 2, fill: 'rgba(31,122,58,0.08)' },
          { label: 'Contact messages', stroke: '#b45309', width: 2, dash: [6, 4] },
        ],
        axes: [{}, { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) }],
      },
      [data.weeks, data.applications, data.contactMessages],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(320, el.clientWidth), height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data]);
  return (
    <figure className="weekly-chart" role="img" aria-label={summary}>
      <div ref={host} aria-hidden="true" />
    </figure>
  );
}

import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { AnalyticsRow, GetAnalyticsReportResponse } from '../../../gen/gusset/admin/v1/analytics_pb';
import { useAnalyticsReport } from '../api/use-analytics-report';
import { downloadCSV, reportCSV } from './analytics-csv';
import { ConversionsTable, NumbersTable, percent, RowsTable } from './analytics-tables';

const AnalyticsChart = lazy(() => import('./analytics-chart').then((m) => ({ default: m.AnalyticsChart })));

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

// lastDays is the range of the n days ending today (UTC).
function lastDays(n: number): { from: string; to: string } {
  const today = Date.now();
  return { from: isoDay(today - (n - 1) * DAY), to: isoDay(today) };
}

const presets = [7, 30, 90];

// change says how a number moved against the previous period.
function change(now: bigint, before: bigint): string {
  if (now === before) return 'no change';
  if (before === 0n) return 'new';
  const r = (Number(now) - Number(before)) / Number(before);
  return `${r >= 0 ? '+' : ''}${percent.format(r)}`;
}

// The page heading comes from the admin layout (route handle).
export function AnalyticsAdminPage() {
  const [range, setRange] = useState(() => lastDays(30));
  const report = useAnalyticsReport(range.from, range.to);
  const r = report.data;
  return (
    <section className="analytics">
      <p className="muted analytics__intro">
        Counted by the site itself, without cookies: a visitor is one browser on one network for one day (days in UTC).
        Goals are recorded by the server when a request, application, message, confirmation or PDF download happens.
      </p>
      <form className="analytics__range" onSubmit={(e) => e.preventDefault()} aria-label="Range">
        <div className="analytics__presets" role="group" aria-label="Preset ranges">
          {presets.map((n) => (
            <button key={n} type="button" className="button" onClick={() => setRange(lastDays(n))}>
              Last {n} days
            </button>
          ))}
        </div>
        <label>
          From{' '}
          <input type="date" value={range.from} max={range.to} required onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })} />
        </label>
        <label>
          To{' '}
          <input type="date" value={range.to} min={range.from} required onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })} />
        </label>
        {r && (
          <button type="button" className="button button--primary" onClick={() => downloadCSV(`analytics-${r.from}-${r.to}.csv`, reportCSV(r))}>
            Export CSV
          </button>
        )}
      </form>
      {report.isPending && (
        <p className="muted" role="status">
          Loading analytics...
        </p>
      )}
      {report.isError && (
        <p className="form-error" role="alert">
          Failed to load analytics. {report.error instanceof Error ? report.error.message : ''}
        </p>
      )}
      {r && <Report r={r} />}
    </section>
  );
}

function Report({ r }: { r: GetAnalyticsReportResponse }) {
  const daily = useMemo(
    () => ({
      x: r.days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
      series: [
        { label: 'Visitors', values: r.days.map((d) => Number(d.visitors)), color: '#1f7a3a' },
        { label: 'Page views', values: r.days.map((d) => Number(d.pageviews)), color: '#b45309', dash: [6, 4] },
      ],
    }),
    [r.days],
  );
  const funnel = useMemo(
    () => ({
      x: r.funnel.map((_, i) => i),
      series: [{ label: 'Visitors', values: r.funnel.map((s) => Number(s.visitors)), color: '#1f7a3a' }],
      bars: { labels: r.funnel.map((s) => s.label) },
    }),
    [r.funnel],
  );
  const visits = r.funnel[0]?.visitors ?? 0n;
  return (
    <>
      <ul className="analytics__totals" aria-label="Totals">
        <li>
          <span className="analytics__total-label">Visitors</span>
          <span className="analytics__total-value">{r.visitors.toString()}</span>
          <span className="muted">
            {change(r.visitors, r.previousVisitors)} against {r.previousVisitors.toString()} ({r.previousFrom} to {r.previousTo})
          </span>
        </li>
        <li>
          <span className="analytics__total-label">Page views</span>
          <span className="analytics__total-value">{r.pageviews.toString()}</span>
          <span className="muted">
            {change(r.pageviews, r.previousPageviews)} against {r.previousPageviews.toString()}
          </span>
        </li>
      </ul>
      {r.through && (
        // A busy day's report reads today's rollup of under a minute ago (docs/analytics.md).
        <p className="muted">Today counted until {r.through.slice(11, 16)} UTC.</p>
      )}

      <section className="analytics__panel analytics__panel--wide" aria-labelledby="analytics-daily">
        <h2 id="analytics-daily">Visitors and page views per day</h2>
        <div className="analytics__chart-and-table">
          <Suspense fallback={<div className="analytics-chart analytics-chart--loading" />}>
            <AnalyticsChart
              x={daily.x}
              series={daily.series}
              summary={`Visitors and page views per day from ${r.from} to ${r.to}: ${r.visitors} visitors, ${r.pageviews} page views in all. The table beside lists each day.`}
            />
          </Suspense>
          <NumbersTable caption="Visitors and page views per day" head={['Day', 'Visitors', 'Page views']} rows={r.days.map((d) => [d.day, d.visitors, d.pageviews])} />
        </div>
      </section>

      <div className="analytics__grid">
        {dimensions(r).map(([title, label, rows]) => (
          <Panel key={title} title={title}>
            <RowsTable caption={title} label={label} rows={rows} />
          </Panel>
        ))}
      </div>

      <section className="analytics__panel analytics__panel--wide" aria-labelledby="analytics-goals">
        <h2 id="analytics-goals">Goals</h2>
        <NumbersTable
          caption="Goals"
          head={['Goal', 'Conversions', 'Conversion rate']}
          rows={r.goals.map((g) => [g.label, g.conversions, r.visitors > 0n ? percent.format(g.rate) : '–'])}
        />
        {r.goals
          .filter((g) => g.conversions > 0n)
          .map((g) => (
            <div key={g.goal} className="analytics__goal">
              <h3>{g.label}</h3>
              <div className="analytics__grid">
                <ConversionsTable caption={`${g.label} by entry page`} label="Entry page" rows={g.byEntryPage} />
                <ConversionsTable caption={`${g.label} by source`} label="Source" rows={g.bySource} />
              </div>
            </div>
          ))}
      </section>

      <section className="analytics__panel analytics__panel--wide" aria-labelledby="analytics-funnel">
        <h2 id="analytics-funnel">Funnel: entry, a service page, /estimate, request sent</h2>
        <div className="analytics__chart-and-table">
          <Suspense fallback={<div className="analytics-chart analytics-chart--loading" />}>
            <AnalyticsChart
              x={funnel.x}
              series={funnel.series}
              bars={funnel.bars}
              summary={`Funnel: ${r.funnel.map((s) => `${s.label} ${s.visitors}`).join(', ')}. The table beside lists each step.`}
            />
          </Suspense>
          <NumbersTable
            caption="Funnel"
            head={['Step', 'Visitors', 'Of the visits']}
            rows={r.funnel.map((s) => [s.label, s.visitors, visits > 0n ? percent.format(Number(s.visitors) / Number(visits)) : '–'])}
          />
        </div>
      </section>
    </>
  );
}

// dimensions are the report's top lists: each one's title, the name of its values, its rows.
function dimensions(r: GetAnalyticsReportResponse): [string, string, AnalyticsRow[]][] {
  return [
    ['Top pages', 'Page', r.pages],
    ['Entry pages', 'Entry page', r.entryPages],
    ['Sources', 'Source', r.sources],
    ['Referrers', 'Site', r.referrers],
    ['Campaigns', 'Campaign', r.campaigns],
    ['Devices', 'Device', r.devices],
    ['Browsers', 'Browser', r.browsers],
  ];
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="analytics__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

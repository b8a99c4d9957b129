import { timestampDate } from '@bufbuild/protobuf/wkt';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import type { GetDashboardResponse } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { formatDate, formatMonthDay } from '../../../lib/format-date';
import { countOf } from '../../../lib/plural';
import { postPath } from '../../../lib/post-path';
import type { WeeklySeries } from './weekly-chart';

const WeeklyChart = lazy(() => import('./weekly-chart').then((m) => ({ default: m.WeeklyChart })));


// The dashboard's trends: the weekly series as a chart and as a table (its text
// alternative), the most liked posts and the jobs closing soon.
export function Trends({ data }: { data: GetDashboardResponse }) {
  const series = useMemo<WeeklySeries>(
    () => ({
      weeks: data.weeks.map((w) => (w.weekStart ? timestampDate(w.weekStart).getTime() / 1000 : 0)),
      applications: data.weeks.map((w) => Number(w.applications)),
      contactMessages: data.weeks.map((w) => Number(w.contactMessages)),
    }),
    [data.weeks],
  );
  const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const summary = `Applications and contact messages per week, last ${countOf(data.weeks.length, 'week')}: ${countOf(total(series.applications), 'application')} and ${countOf(total(series.contactMessages), 'contact message')} in all. The table below lists each week.`;
  return (
    <div className="dashboard__trends">
      <section className="dashboard__panel dashboard__panel--wide" aria-labelledby="weekly-heading">
        <h2 id="weekly-heading">Applications and contact messages per week</h2>
        <Suspense fallback={<div className="weekly-chart weekly-chart--loading" />}>
          <WeeklyChart data={series} summary={summary} />
        </Suspense>
        <details className="dashboard__table-toggle">
          <summary>Show the numbers</summary>
          <table className="dashboard__table">
            <caption className="visually-hidden">Applications and contact messages per week (weeks start Monday, UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Applications</th>
                <th scope="col">Contact messages</th>
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((w, i) => (
                <tr key={i}>
                  <th scope="row">{formatMonthDay(w.weekStart, { timeZone: 'UTC' })}</th>
                  <td>{w.applications.toString()}</td>
                  <td>{w.contactMessages.toString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <section className="dashboard__panel" aria-labelledby="liked-heading">
        <h2 id="liked-heading">Most liked posts</h2>
        {data.mostLikedPosts.length === 0 ? (
          <p className="muted">No published posts yet.</p>
        ) : (
          <ol className="dashboard__list">
            {data.mostLikedPosts.map((p) => (
              <li key={p.id}>
                <Link to={postPath(p)}>{p.title}</Link> <span className="muted">· {countOf(p.likes, 'like')}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="dashboard__panel" aria-labelledby="closing-heading">
        <h2 id="closing-heading">Jobs closing soon</h2>
        {data.jobsClosingSoon.length === 0 ? (
          <p className="muted">No job closes in the next 14 days.</p>
        ) : (
          <ul className="dashboard__list">
            {data.jobsClosingSoon.map((j) => (
              <li key={j.id}>
                <Link to="/admin/career">{j.role}</Link> <span className="muted">· closes {formatDate(j.expireTime)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

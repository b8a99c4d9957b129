import { Link } from 'react-router';
import { countOf } from '../../../lib/plural';
import { useDrawingStats } from '../api/use-drawing-stats';
import { formatDay } from '../../../lib/format-date';

// The transmittals overdue for review (longest first, each linking to its page) and how
// long each client organization takes to return drawings: the figure a detailer needs
// when a schedule is disputed. A block of its own: says nothing while loading or when it
// failed (the dashboard's counts report their own state).
export function DrawingClock() {
  const stats = useDrawingStats();
  if (!stats.data) return null;
  const { overdueCount, overdue, returnTimes, windowStart } = stats.data;
  return (
    <section className="dashboard__panel dashboard__panel--wide" aria-labelledby="drawing-clock-heading">
      <h2 id="drawing-clock-heading">Transmittals overdue for review: {overdueCount}</h2>
      {overdue.length === 0 ? (
        <p className="muted">No transmittal is overdue.</p>
      ) : (
        <ul className="dashboard__list" aria-label="Overdue transmittals">
          {overdue.map((t) => (
            <li key={t.transmittalId}>
              <Link to={`/admin/projects/${t.projectId}/transmittals/${t.transmittalId}`}>
                {t.numberText} · {t.jobNumber} {t.projectName}
              </Link>{' '}
              <span className="muted">· {t.organizationName}</span> — due <time dateTime={t.dueDate}>{formatDay(t.dueDate)}</time>, {countOf(t.daysOverdue, 'day')} overdue ({countOf(t.daysOutstanding, 'day')} out)
            </li>
          ))}
        </ul>
      )}
      <h3>Median days to return{windowStart && `, since ${formatDay(windowStart)}`}</h3>
      {returnTimes.length === 0 ? (
        <p className="muted">No transmittal was returned in the last 90 days.</p>
      ) : (
        <ul className="dashboard__list" aria-label="Median days to return">
          {returnTimes.map((r) => (
            <li key={r.organizationId}>
              {r.organizationName}: <strong>{countOf(Math.round(r.medianDays * 10) / 10, 'day')}</strong> <span className="muted">over {countOf(r.returned, 'transmittal')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

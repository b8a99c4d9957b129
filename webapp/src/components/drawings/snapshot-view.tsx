import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DrawingSnapshot, TransmittalClock } from '../../gen/gusset/portal/v1/drawing_clock_pb';
import { dayCount } from '../../lib/drawing-words';
import { formatDay } from '../../lib/format-date';
import './drawings.css';

// SnapshotView is a project's review clock today, as both sides see it: its open and
// overdue transmittals, the sheets out for approval and overdue, and each open
// transmittal's days, linking to its page. children follow the figures (staff add their
// client's median days to return).
export function SnapshotView({ snapshot: s, heading, pathOf, children }: { snapshot: DrawingSnapshot; heading: string; pathOf: (t: TransmittalClock) => string; children?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <dl className="drawings__facts">
        <div>
          <dt>Open transmittals</dt>
          <dd>{s.openTransmittals}</dd>
        </div>
        <div className={s.overdueTransmittals > 0 ? 'drawings__badge--overdue' : undefined}>
          <dt>Overdue transmittals</dt>
          <dd>{s.overdueTransmittals}</dd>
        </div>
        <div>
          <dt>Sheets out for approval</dt>
          <dd>{s.sheetsOut}</dd>
        </div>
        <div className={s.sheetsOverdue > 0 ? 'drawings__badge--overdue' : undefined}>
          <dt>Sheets overdue</dt>
          <dd>{s.sheetsOverdue}</dd>
        </div>
      </dl>
      {children}
      {s.open.length > 0 && (
        <ul className="drawings__transmittals" aria-label="Open for review">
          {s.open.map((t) => (
            <li key={t.transmittalId}>
              <Link to={pathOf(t)}>
                <strong>{t.numberText}</strong>
              </Link>{' '}
              · due <time dateTime={t.dueDate}>{formatDay(t.dueDate)}</time> ·{' '}
              {t.daysOverdue > 0 ? <span className="drawings__badge drawings__badge--overdue">Overdue by {dayCount(t.daysOverdue)}</span> : `out ${dayCount(t.daysOutstanding)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DrawingSnapshot, TransmittalClock } from '../../gen/gusset/portal/v1/drawing_clock_pb';
import { dayCount, dueOn, overdueBy } from '../../lib/drawing-words';
import { formatDay } from '../../lib/format-date';
import { useLocale, useT } from '../../lib/i18n/locale';
import * as m from './drawings-messages';
import { around } from './slot';
import './drawings.css';

// SnapshotView is a project's review clock today, as both sides see it: its open and
// overdue transmittals, the sheets out for approval and overdue, and each open
// transmittal's days, linking to its page. children follow the figures (staff add their
// client's median days to return).
export function SnapshotView({ snapshot: s, heading, pathOf, children }: { snapshot: DrawingSnapshot; heading: string; pathOf: (t: TransmittalClock) => string; children?: ReactNode }) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const [beforeDue, afterDue] = around((date) => t(dueOn, { date }));
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <dl className="drawings__facts">
        <div>
          <dt>{t(m.openTransmittals)}</dt>
          <dd>{s.openTransmittals}</dd>
        </div>
        <div className={s.overdueTransmittals > 0 ? 'drawings__badge--overdue' : undefined}>
          <dt>{t(m.overdueTransmittals)}</dt>
          <dd>{s.overdueTransmittals}</dd>
        </div>
        <div>
          <dt>{t(m.sheetsOut)}</dt>
          <dd>{s.sheetsOut}</dd>
        </div>
        <div className={s.sheetsOverdue > 0 ? 'drawings__badge--overdue' : undefined}>
          <dt>{t(m.sheetsOverdue)}</dt>
          <dd>{s.sheetsOverdue}</dd>
        </div>
      </dl>
      {children}
      {s.open.length > 0 && (
        <ul className="drawings__transmittals" aria-label={t(m.openForReview)}>
          {s.open.map((tc) => (
            <li key={tc.transmittalId}>
              <Link to={pathOf(tc)}>
                <strong>{tc.numberText}</strong>
              </Link>{' '}
              · {beforeDue}
              <time dateTime={tc.dueDate}>{formatDay(tc.dueDate, { locale })}</time>
              {afterDue} ·{' '}
              {tc.daysOverdue > 0 ? (
                <span className="drawings__badge drawings__badge--overdue">{t(overdueBy, { days: dayCount(tc.daysOverdue, t) })}</span>
              ) : (
                t(m.outLower, { days: dayCount(tc.daysOutstanding, t) })
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

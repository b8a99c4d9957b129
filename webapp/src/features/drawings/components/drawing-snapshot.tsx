import { Link } from 'react-router';
import { dayCount } from '../../../lib/drawing-words';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useDrawingSnapshot } from '../api/use-drawing-extras';
import '../../../components/drawings/drawings.css';

// The project's review clock as its client sees it today: transmittals waiting for them
// and sheets out for approval, with what is overdue, and each open transmittal's days.
export function DrawingSnapshot({ projectId }: { projectId: string }) {
  const snapshot = useDrawingSnapshot(projectId);
  useSignInOnExpiry(snapshot.error);
  // Says nothing while loading or when it failed: the register below reports its own state.
  if (!snapshot.data) return null;
  const s = snapshot.data;
  return (
    <section aria-labelledby="drawing-snapshot">
      <h2 id="drawing-snapshot">Waiting for your review</h2>
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
      {s.open.length > 0 && (
        <ul className="drawings__transmittals" aria-label="Open for review">
          {s.open.map((t) => (
            <li key={t.transmittalId}>
              <Link to={`/portal/projects/${projectId}/transmittals/${t.transmittalId}`}>
                <strong>{t.numberText}</strong>
              </Link>{' '}
              · due <time dateTime={t.dueDate}>{t.dueDate}</time> ·{' '}
              {t.daysOverdue > 0 ? <span className="drawings__badge drawings__badge--overdue">Overdue by {dayCount(t.daysOverdue)}</span> : `out ${dayCount(t.daysOutstanding)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import type { Transmittal } from '../../gen/gusset/portal/v1/drawings_pb';
import { purposeLabel, transmittalClock, transmittalState } from '../../lib/drawing-words';
import { ClockBadge } from './clock-badge';
import { formatDay } from '../../lib/format-date';
import './drawings.css';

// TransmittalList is a project's transmittals, newest first, each linking to its page.
// withProject names each one's project (a list spanning projects: an outside reviewer's).
export function TransmittalList({ transmittals, pathOf, withProject = false }: { transmittals: Transmittal[]; pathOf: (t: Transmittal) => string; withProject?: boolean }) {
  if (transmittals.length === 0) return <p className="drawings__meta">No transmittals yet.</p>;
  return (
    <ul className="drawings__transmittals" aria-label="Transmittals">
      {transmittals.map((t) => {
        const opened = t.recipients.filter((r) => !r.copy && r.firstOpenTime).length;
        const to = t.recipients.filter((r) => !r.copy).length;
        return (
          <li key={t.id}>
            <p>
              <Link to={pathOf(t)}>
                <strong>{t.numberText}</strong>
              </Link>{' '}
              {withProject && t.projectName && `· ${t.projectName} `}· {purposeLabel(t.purpose)} · {t.items.length} {t.items.length === 1 ? 'item' : 'items'}
              {t.files.length > 0 && ` · ${t.files.length} ${t.files.length === 1 ? 'file' : 'files'}`}
            </p>
            <p className="drawings__meta">
              Issued {formatDay(t.issueDate)} · due {formatDay(t.dueDate)} · {transmittalState(t)} · opened by {opened} of {to}
            </p>
            <ClockBadge words={transmittalClock(t)} overdue={t.overdue} />
          </li>
        );
      })}
    </ul>
  );
}

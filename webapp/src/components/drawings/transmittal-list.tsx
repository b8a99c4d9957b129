import { Link } from 'react-router';
import type { Transmittal } from '../../gen/gusset/portal/v1/drawings_pb';
import { dueOn, purposeLabel, transmittalClock, transmittalState } from '../../lib/drawing-words';
import { formatDay } from '../../lib/format-date';
import { useLocale, useT } from '../../lib/i18n/locale';
import { ClockBadge } from './clock-badge';
import * as m from './drawings-messages';
import './drawings.css';

// TransmittalList is a project's transmittals, newest first, each linking to its page.
// withProject names each one's project (a list spanning projects: an outside reviewer's).
export function TransmittalList({ transmittals, pathOf, withProject = false }: { transmittals: Transmittal[]; pathOf: (t: Transmittal) => string; withProject?: boolean }) {
  const t = useT();
  const locale = useLocale();
  if (transmittals.length === 0) return <p className="drawings__meta">{t(m.noTransmittals)}</p>;
  return (
    <ul className="drawings__transmittals" aria-label={t(m.transmittals)}>
      {transmittals.map((tr) => {
        const opened = tr.recipients.filter((r) => !r.copy && r.firstOpenTime).length;
        const to = tr.recipients.filter((r) => !r.copy).length;
        const items = tr.items.length;
        const files = tr.files.length;
        return (
          <li key={tr.id}>
            <p>
              <Link to={pathOf(tr)}>
                <strong>{tr.numberText}</strong>
              </Link>{' '}
              {withProject && tr.projectName && `· ${tr.projectName} `}· {purposeLabel(tr.purpose, t)} · {t(items === 1 ? m.itemOne : m.itemMany, { count: items })}
              {files > 0 && ` · ${t(files === 1 ? m.fileOne : m.fileMany, { count: files })}`}
            </p>
            <p className="drawings__meta">
              {t(m.issuedOn, { date: formatDay(tr.issueDate, { locale }) })} · {t(dueOn, { date: formatDay(tr.dueDate, { locale }) })} · {transmittalState(tr, t)} ·{' '}
              {t(m.openedBy, { opened, to })}
            </p>
            <ClockBadge words={transmittalClock(tr, t)} overdue={tr.overdue} />
          </li>
        );
      })}
    </ul>
  );
}

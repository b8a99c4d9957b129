import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ClockBadge } from '../../../components/drawings/clock-badge';
import { RfiStatus, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format-date';
import { useRfiAdmin } from '../api/use-rfis-admin';
import { RfiActions } from './rfi-actions';
import { RfiForm } from './rfi-form';
import { RfiAttachmentsAdmin } from './rfi-attachments-admin';
import { RfiRecord } from './rfi-record';
import { clockWords, courtLabel, impactWords, rfiStatusLabel } from './rfi-words';
import { panel, prose, stack } from './rfi-styles';
import '../../../components/drawings/drawings.css';

// One RFI for staff (/admin/rfis/:id, where its mails link): the question and its
// references, the clock, whose move it is, the official answer, the moves open to staff
// in its status, the thread and the history; a Draft or Open one can be edited.
export function RfiAdminPage() {
  const { id = '' } = useParams();
  const rfi = useRfiAdmin(id);
  const [editing, setEditing] = useState(false);
  if (rfi.isPending)
    return (
      <p className="admin-state" role="status">
        Loading the RFI...
      </p>
    );
  if (rfi.isError || !rfi.data)
    return (
      <p className="admin-state admin-state--error" role="alert">
        {errorText(rfi.error, 'Failed to load the RFI.')}
      </p>
    );
  const r = rfi.data;
  const editable = r.status === RfiStatus.DRAFT || r.status === RfiStatus.OPEN;
  return (
    <div style={stack}>
      <p>
        <Link to={`/admin/projects/${r.projectId}/rfis`}>
          ← RFIs of {r.jobNumber} {r.projectName}
        </Link>
      </p>
      <section aria-labelledby="rfi-heading" style={{ display: 'grid', gap: '1rem', minWidth: 0 }}>
        <h2 id="rfi-heading" style={prose}>
          {r.numberText} · {r.subject}
        </h2>
        <Facts rfi={r} />
        <RfiActions rfi={r} onEdit={editable && !editing ? () => setEditing(true) : undefined} />
      </section>
      {editing && <RfiForm projectId={r.projectId} rfi={r} onDone={() => setEditing(false)} />}
      <section aria-labelledby="rfi-question" style={panel}>
        <h3 id="rfi-question">Question</h3>
        <div style={prose} dangerouslySetInnerHTML={{ __html: r.question }} />
        {r.proposedResolution && (
          <>
            <h4>Proposed resolution</h4>
            <p style={{ ...prose, whiteSpace: 'pre-wrap' }}>{r.proposedResolution}</p>
          </>
        )}
        <h4>References</h4>
        {r.sheets.length === 0 && r.references.length === 0 ? (
          <p className="admin-state">None.</p>
        ) : (
          <ul aria-label="References" style={prose}>
            {r.sheets.map((s) => (
              <li key={s.sheetId}>
                Sheet {s.sheetNumber}
                {s.title && ` · ${s.title}`}
              </li>
            ))}
            {r.references.map((ref) => (
              <li key={ref}>{ref}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rfi-answer" style={panel}>
        <h3 id="rfi-answer">Official answer</h3>
        {r.answer ? (
          <>
            <div style={prose} dangerouslySetInnerHTML={{ __html: r.answer }} />
            <p className="admin-state">
              Answered by {r.answeredByName}, {formatDateTime(r.answerTime)}
            </p>
          </>
        ) : (
          <p className="admin-state">Not answered yet.</p>
        )}
      </section>
      <RfiAttachmentsAdmin rfi={r} />
      <RfiRecord rfi={r} />
    </div>
  );
}

function Facts({ rfi: r }: { rfi: Rfi }) {
  const asked = r.raisedByFirm ? (r.assignee ? `${r.assignee.name}${r.assignee.reviewer ? ' (outside reviewer)' : ''}` : '—') : 'The firm';
  const facts: [string, React.ReactNode][] = [
    ['Status', rfiStatusLabel(r.status)],
    ['Ball in court', courtLabel(r)],
    ['Raised by', `${r.raisedByName}${r.raisedByFirm ? ' (firm)' : ' (client)'}`],
    ['Asked of', asked],
    ['Copied to', r.distribution.map((p) => p.name).join(', ') || '—'],
    ['Required by', r.requiredBy || '—'],
    ['Clock', <ClockBadge key="clock" words={clockWords(r) || 'Not opened'} overdue={r.overdue} />],
    ['Impact', impactWords(r)],
  ];
  return (
    <dl className="drawings__facts" aria-label="About the RFI">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd style={prose}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

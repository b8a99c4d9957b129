import { Link } from 'react-router';
import type { AuditEvent } from '../../../gen/gusset/admin/v1/audit_pb';
import { formatDateTime } from '../../../lib/format-date';

// The sentence with the words that name the item as a link to it.
function Sentence({ e }: { e: AuditEvent }) {
  const at = e.link && e.linkText ? e.summary.indexOf(e.linkText) : -1;
  if (at < 0) return <>{e.summary}</>;
  return (
    <>
      {e.summary.slice(0, at)}
      <Link to={e.link}>{e.linkText}</Link>
      {e.summary.slice(at + e.linkText.length)}
    </>
  );
}

// One entry of the trail as the server words it (internal/audit/words.go): the
// sentence, its changes before → after, and what the database recorded behind "Details".
export function AuditEntry({ e }: { e: AuditEvent }) {
  return (
    <li className="audit-entry">
      <p className="audit-entry__sentence">
        <Sentence e={e} />
      </p>
      <p className="audit-entry__when muted">
        <time>{formatDateTime(e.createTime, { seconds: true })}</time>
      </p>
      {e.changes.length > 0 && (
        <ul className="audit-entry__changes" aria-label="Changes">
          {e.changes.map((c) => (
            <li key={c.field}>
              <span className="audit-entry__field">{c.field}</span>: {c.before} → {c.after}
            </li>
          ))}
        </ul>
      )}
      <details className="audit-entry__details">
        <summary>Details</summary>
        <dl>
          <dt>Action</dt>
          <dd>{e.action}</dd>
          <dt>Table</dt>
          <dd>{e.entityTable || '—'}</dd>
          <dt>Id</dt>
          <dd>{e.entityId || '—'}</dd>
          <dt>Procedure</dt>
          <dd>{e.procedure || '—'}</dd>
          <dt>From</dt>
          <dd>{e.clientAddr || '—'}</dd>
        </dl>
        <code className="audit-entry__json">{e.summaryJson}</code>
      </details>
    </li>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { RfiStatus, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format-date';
import { useRfiActions } from '../api/use-rfis-admin';
import { plainToHtml } from '../../../lib/plain-html';
import { rfiStatusLabel } from './rfi-words';
import { formStyle, panel, prose } from './rfi-styles';

// RfiRecord is what was said and done: the discussion thread with its reply box (not on
// a Draft or Void RFI), and every change, oldest first.
export function RfiRecord({ rfi }: { rfi: Rfi }) {
  const talking = rfi.status !== RfiStatus.DRAFT && rfi.status !== RfiStatus.VOID;
  return (
    <>
      <section aria-labelledby="rfi-thread" style={panel}>
        <h3 id="rfi-thread">Discussion</h3>
        {rfi.thread.length === 0 ? (
          <p className="admin-state">No messages yet.</p>
        ) : (
          <ol aria-label="Discussion" style={{ display: 'grid', gap: '0.75rem', paddingLeft: '1.25rem', margin: 0 }}>
            {rfi.thread.map((p) => (
              <li key={p.id} style={prose}>
                <p className="admin-state">
                  {p.authorName} ({p.byFirm ? 'firm' : 'client'}), {formatDateTime(p.createTime)}
                </p>
                <div dangerouslySetInnerHTML={{ __html: p.body }} />
              </li>
            ))}
          </ol>
        )}
        {talking && <CommentForm rfi={rfi} />}
      </section>
      <section aria-labelledby="rfi-history" style={panel}>
        <h3 id="rfi-history">History</h3>
        <ol aria-label="History" style={{ display: 'grid', gap: '0.4rem', paddingLeft: '1.25rem', margin: 0 }}>
          {rfi.history.map((e, i) => (
            <li key={i} style={prose}>
              {e.action} by {e.actorName} ({e.byFirm ? 'firm' : 'client'}), {formatDateTime(e.createTime)} → {rfiStatusLabel(e.status)}
              {e.note && ` — “${e.note}”`}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function CommentForm({ rfi }: { rfi: Rfi }) {
  const { comment } = useRfiActions();
  const id = useId();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    comment.mutate({ id: rfi.id, body: plainToHtml(text) }, { onSuccess: () => setText('') });
  };
  return (
    <form style={formStyle} onSubmit={onSubmit} aria-label="Comment" noValidate>
      {comment.isError && (
        <p className="form-error" role="alert">
          {errorText(comment.error)}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>Comment</label>
        <textarea id={id} rows={3} maxLength={20000} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <button type="submit" className="button" disabled={comment.isPending || text.trim() === ''}>
        Post the comment
      </button>
    </form>
  );
}

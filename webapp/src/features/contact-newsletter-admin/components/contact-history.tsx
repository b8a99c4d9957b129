import { ContactEntryKind, type ContactEntry } from '../../../gen/gusset/admin/v1/contact_pb';
import { formatDateTime } from '../../../lib/format-date';

// A reply's delivery as the outbox says it.
const deliveryLabels: Record<string, string> = {
  queued: 'waiting to be sent',
  sent: 'sent',
  logged: 'logged (no mail server)',
  failed: 'not delivered',
};

// The message's history, oldest first: private notes and the replies mailed.
export function ContactHistory({ entries }: { entries: ContactEntry[] }) {
  return (
    <section className="contact-history" aria-label="History">
      <h3>History</h3>
      {entries.length === 0 ? (
        <p className="muted">No replies or notes yet.</p>
      ) : (
        <ol className="contact-history__list">
          {entries.map((e) => (
            <li key={e.id} className={`contact-history__entry contact-history__entry--${e.kind === ContactEntryKind.REPLY ? 'reply' : 'note'}`}>
              <p className="contact-history__meta">
                <strong>{e.kind === ContactEntryKind.REPLY ? 'Reply' : 'Note'}</strong> by {e.author || 'Unknown'} · {formatDateTime(e.createTime)}
                {e.kind === ContactEntryKind.REPLY && ` · ${deliveryLabels[e.deliveryStatus] ?? e.deliveryStatus}`}
              </p>
              {e.subject && <p className="contact-history__subject">{e.subject}</p>}
              <p className="contact-history__body">{e.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

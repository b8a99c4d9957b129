import { useId, useState } from 'react';
import { useOutbox } from '../api/use-outbox';
import { outboxStatuses } from './outbox-status';
import { OutboxTable } from './outbox-table';
import './outbox-admin.css';

// The page heading ('Outbox') comes from the admin layout.
export function OutboxAdminPage() {
  const [status, setStatus] = useState('');
  const outbox = useOutbox(status);
  const filterId = useId();

  return (
    <div className="outbox-admin">
      {outbox.isSuccess && !outbox.data.sending && (
        <p className="outbox-admin__notice" role="note">
          No mail server is configured (SMTP_URL): messages are written to the server log and listed here, not sent.
        </p>
      )}
      <section aria-labelledby="outbox-admin-messages">
        <div className="admin-toolbar">
          <h2 id="outbox-admin-messages">Outgoing mail</h2>
          <div className="outbox-admin__filter">
            <label htmlFor={filterId}>Status</label>
            <select id={filterId} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All</option>
              {outboxStatuses.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {outbox.isSuccess && (
          <ul className="outbox-admin__counts" aria-label="Messages by status">
            {outboxStatuses.map((s) => (
              <li key={s.value}>
                {s.label}: <strong>{outbox.data.counts[s.value] ?? 0}</strong>
              </li>
            ))}
          </ul>
        )}
        {outbox.isPending ? (
          <p className="admin-state" role="status">
            Loading messages...
          </p>
        ) : outbox.isError ? (
          <p className="admin-state admin-state--error" role="alert">
            Failed to load the outbox.
          </p>
        ) : outbox.data.messages.length === 0 ? (
          <p className="admin-state">No messages found.</p>
        ) : (
          <>
            <OutboxTable messages={outbox.data.messages} stale={outbox.isPlaceholderData} />
            {outbox.hasNextPage && (
              <div className="outbox-admin__more">
                <button
                  type="button"
                  className="button"
                  onClick={() => void outbox.fetchNextPage()}
                  disabled={outbox.isFetchingNextPage}
                >
                  {outbox.isFetchingNextPage ? 'Loading more...' : 'Load more messages'}
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}

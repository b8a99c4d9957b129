import { Pager } from '../../../components/pager/pager';
import { formatDate } from '../../../lib/format-date';
import { usePageTokens } from '../../../lib/use-page-tokens';
import { useSubscribers } from '../api/use-subscribers';
import { ExportButton } from '../../../components/export/export-button';

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

// pending: has not yet followed the link in the confirmation e-mail; only confirmed
// addresses receive newsletters.
function statusLabel(status: string): string {
  return statusLabels[status] ?? status;
}

export function SubscribersSection() {
  const { token, page, next, previous } = usePageTokens();
  const subscribers = useSubscribers(token);

  return (
    <section className="contact-newsletter-admin__section" aria-labelledby="contact-newsletter-admin-subscribers">
      <div className="admin-toolbar">
        <h2 id="contact-newsletter-admin-subscribers">Newsletter subscribers</h2>
        <ExportButton path="/exports/subscribers.csv" label="Export CSV" />
      </div>
      {subscribers.isPending ? (
        <p className="admin-state" role="status">
          Loading subscribers...
        </p>
      ) : subscribers.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          Failed to load newsletter subscribers.
        </p>
      ) : subscribers.data.subscribers.length === 0 ? (
        <p className="admin-state">No subscribers yet.</p>
      ) : (
        <>
          <div className="admin-table-wrap" role="region" aria-label="Newsletter subscribers table" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Subscribed on</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {subscribers.data.subscribers.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <th scope="row">
                      <a href={`mailto:${subscriber.email}`}>{subscriber.email}</a>
                    </th>
                    <td>{formatDate(subscriber.createTime)}</td>
                    <td>
                      <span className={`subscriber-status subscriber-status--${subscriber.status}`}>
                        {statusLabel(subscriber.status)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} nextToken={subscribers.data.nextPageToken} onNext={next} onPrevious={previous} />
        </>
      )}
    </section>
  );
}

import { Pager } from '../../../components/pager/pager';
import { usePageTokens } from '../../../lib/use-page-tokens';
import { useSends } from '../api/use-sends';
import { SendTime } from './send-time';

const statusLabels: Record<string, string> = {
  queued: 'Queued',
  sending: 'Sending',
  done: 'Done',
};

// Newsletters sent so far and how far each got; the list follows a send in progress.
export function NewsletterSendsSection() {
  const { token, page, next, previous } = usePageTokens();
  const sends = useSends(token);

  return (
    <section className="contact-newsletter-admin__section" aria-labelledby="contact-newsletter-admin-sends">
      <div className="admin-toolbar">
        <h2 id="contact-newsletter-admin-sends">Sent newsletters</h2>
      </div>
      {sends.isPending ? (
        <p className="admin-state" role="status">
          Loading newsletters...
        </p>
      ) : sends.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          Failed to load the newsletters sent.
        </p>
      ) : sends.data.sends.length === 0 ? (
        <p className="admin-state">No newsletters sent yet.</p>
      ) : (
        <>
          <div className="admin-table-wrap" role="region" aria-label="Newsletters sent table" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">Started</th>
                  <th scope="col">Status</th>
                  <th scope="col">Total</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Skipped</th>
                </tr>
              </thead>
              <tbody>
                {sends.data.sends.map((send) => (
                  <tr key={send.id}>
                    <th scope="row">{send.subject}</th>
                    <td className="contact-newsletter-admin__nowrap">
                      <SendTime timestamp={send.createTime} />
                    </td>
                    <td>
                      <span className={`send-status send-status--${send.status}`}>{statusLabels[send.status] ?? send.status}</span>
                    </td>
                    <td>{send.total}</td>
                    <td>{send.sent}</td>
                    <td>{send.failed}</td>
                    <td>{send.skipped}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} nextToken={sends.data.nextPageToken} onNext={next} onPrevious={previous} />
        </>
      )}
    </section>
  );
}

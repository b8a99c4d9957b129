import { Pager } from '../../../components/pager/pager';
import { usePageTokens } from '../../../lib/use-page-tokens';
import { useContactMessages } from '../api/use-contact-messages';
import { ExportButton } from '../../../components/export/export-button';

export function ContactMessagesSection() {
  const { token, page, next, previous } = usePageTokens();
  const messages = useContactMessages(token);

  return (
    <section className="contact-newsletter-admin__section" aria-labelledby="contact-newsletter-admin-messages">
      <div className="admin-toolbar">
        <h2 id="contact-newsletter-admin-messages">Connect form submissions</h2>
        <ExportButton path="/exports/contact-messages.csv" label="Export CSV" />
      </div>
      {messages.isPending ? (
        <p className="admin-state" role="status">
          Loading data...
        </p>
      ) : messages.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          Failed to load connect form submissions.
        </p>
      ) : messages.data.messages.length === 0 ? (
        <p className="admin-state">No submissions found.</p>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--cards">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {messages.data.messages.map((message) => (
                  <tr key={message.id}>
                    <th scope="row">{message.name}</th>
                    <td data-label="Email">
                      <a href={`mailto:${message.email}`}>{message.email}</a>
                    </td>
                    <td data-label="Phone">
                      <a href={`tel:${message.phone}`}>{message.phone}</a>
                    </td>
                    <td data-label="Message" className="contact-newsletter-admin__message">
                      {message.message}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} nextToken={messages.data.nextPageToken} onNext={next} onPrevious={previous} />
        </>
      )}
    </section>
  );
}

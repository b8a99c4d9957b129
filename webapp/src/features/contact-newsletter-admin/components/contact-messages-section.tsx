import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager/pager';
import { ContactStatus } from '../../../gen/gusset/admin/v1/contact_pb';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTokens } from '../../../lib/use-page-tokens';
import { useContactMessages } from '../api/use-contact-messages';
import { ExportButton } from '../../../components/export/export-button';
import { ContactMessageDialog } from './contact-message-dialog';
import { ContactStatusBadge, contactStatusLabels } from './contact-status';

const filters = [ContactStatus.UNSPECIFIED, ContactStatus.NEW, ContactStatus.REPLIED, ContactStatus.CLOSED];

// The leads: each message with when it came, its status and assignee; Open shows it whole
// to triage it. The open message is in the address (?message=id), so the audit trail can
// link to it.
export function ContactMessagesSection() {
  const { token, page, next, previous, reset } = usePageTokens();
  const [status, setStatus] = useState(ContactStatus.UNSPECIFIED);
  const messages = useContactMessages(status, token);
  const [params, setParams] = useSearchParams();
  const openId = params.get('message') ?? '';
  const filterId = useId();
  const open = (id: string) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (id) out.set('message', id);
      else out.delete('message');
      return out;
    });

  return (
    <section className="contact-newsletter-admin__section" aria-labelledby="contact-newsletter-admin-messages">
      <div className="admin-toolbar">
        <h2 id="contact-newsletter-admin-messages">Connect form submissions</h2>
        <div className="field contact-messages__filter">
          <label htmlFor={filterId}>Status</label>
          <select
            id={filterId}
            value={status}
            onChange={(e) => {
              setStatus(Number(e.target.value) as ContactStatus);
              reset();
            }}
          >
            {filters.map((s) => (
              <option key={s} value={s}>
                {contactStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
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
          <div className="admin-table-wrap" role="region" aria-label="Connect form submissions table" tabIndex={0}>
            <table className="admin-table admin-table--cards">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Received</th>
                  <th scope="col">Status</th>
                  <th scope="col">Assigned to</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Message</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {messages.data.messages.map((message) => (
                  <tr key={message.id}>
                    <th scope="row">{message.name}</th>
                    <td data-label="Received" className="contact-newsletter-admin__nowrap">
                      {formatDateTime(message.createTime)}
                    </td>
                    <td data-label="Status">
                      <ContactStatusBadge status={message.status} />
                    </td>
                    <td data-label="Assigned to">{message.assigneeUsername || 'Nobody'}</td>
                    <td data-label="Email">
                      <a href={`mailto:${message.email}`}>{message.email}</a>
                    </td>
                    <td data-label="Phone">
                      <a href={`tel:${message.phone}`}>{message.phone}</a>
                    </td>
                    <td data-label="Message" className="contact-newsletter-admin__message">
                      {message.message}
                    </td>
                    <td>
                      <button type="button" className="button" onClick={() => open(message.id)} aria-label={`Open the message from ${message.name}`}>
                        Open
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} nextToken={messages.data.nextPageToken} onNext={next} onPrevious={previous} />
        </>
      )}
      {openId && <ContactMessageDialog id={openId} onClose={() => open('')} />}
    </section>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { QuoteCurrency, QuoteStatus } from '../../../gen/gusset/site/v1/proposals_pb';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDay } from '../../../lib/format-date';
import { formatCents } from '../../../lib/money';
import { useQuotes } from '../api/use-quotes';
import { AnswerForm } from './answer-form';
import { quotePath, statusLabels } from './quote-labels';
import './quotes-admin.css';

// QuotesSection is an estimate request's quotes on its page: every revision with its
// status and total, "New quote" while it has none, and the answer to the requester's
// question on the newest sent revision.
export function QuotesSection({ requestId }: { requestId: string }) {
  const quotes = useQuotes(requestId);
  const id = useId();
  const list = quotes.data ?? [];
  const newestSent = list.find((q) => q.status !== QuoteStatus.DRAFT);
  return (
    <section aria-labelledby={`${id}-h`} className="quotes-section">
      <h3 id={`${id}-h`}>Quotes</h3>
      {quotes.isError && (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(quotes.error, 'Failed to load the quotes.')}
        </p>
      )}
      {quotes.isSuccess && list.length === 0 && (
        <p>
          <Link className="button button--primary" to={`/admin/estimates/${requestId}/quotes/new`}>
            New quote
          </Link>
        </p>
      )}
      {list.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Quote</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
                <th scope="col">Sent</th>
                <th scope="col">Valid until</th>
              </tr>
            </thead>
            <tbody>
              {list.map((q) => (
                <tr key={q.id}>
                  <td>
                    <Link to={quotePath(requestId, q.id)}>
                      {q.number} rev {q.revision}
                    </Link>
                  </td>
                  <td>
                    {statusLabels[q.status]}
                    {q.expired ? ' (expired)' : ''}
                  </td>
                  <td>{formatCents(q.totals?.totalCents ?? 0n, q.content?.currency ?? QuoteCurrency.USD)}</td>
                  <td>{formatDate(q.sentTime) || '—'}</td>
                  <td>{formatDay(q.content?.validUntil ?? '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {newestSent && <AnswerForm quote={newestSent} />}
    </section>
  );
}

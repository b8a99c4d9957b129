import { Link, useNavigate, useParams } from 'react-router';
import type { Quote } from '../../../gen/gusset/admin/v1/quotes_pb';
import { QuoteCurrency, QuoteStatus, type QuoteContent } from '../../../gen/gusset/site/v1/proposals_pb';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { useDownloadQuotePdf, useQuote, useReviseQuote, useSendQuote, useUpdateQuote } from '../api/use-quotes';
import { AnswerForm } from './answer-form';
import { QuoteEditor } from './quote-editor';
import { quotePath, statusLabels } from './quote-labels';
import { QuoteTotals } from './quote-totals';
import './quotes-admin.css';

// QuotePage is one revision of a quote: a draft is edited (saving answers the server's
// totals) and sent; a sent one is read, downloaded, answered and revised.
export function QuotePage() {
  const { id = '', quote = '' } = useParams();
  const q = useQuote(quote);
  return (
    <div className="quote-page">
      <p>
        <Link to={`/admin/estimates/${id}`}>← The estimate request</Link>
      </p>
      {q.isPending ? (
        <p className="admin-state" role="status">
          Loading the quote…
        </p>
      ) : q.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(q.error, 'Failed to load the quote.')}
        </p>
      ) : (
        <Revision quote={q.data} />
      )}
    </div>
  );
}

function Revision({ quote: q }: { quote: Quote }) {
  const pdf = useDownloadQuotePdf();
  const draft = q.status === QuoteStatus.DRAFT;
  return (
    <>
      <h2>
        {q.number}, revision {q.revision}
      </h2>
      <p className="quote-page__status">
        <span className={`quote-status quote-status--${statusLabels[q.status].toLowerCase()}`}>{statusLabels[q.status]}</span>
        {q.expired && <span className="quote-status quote-status--expired">Expired</span>} For {q.requesterName} ({q.requesterEmail}), {q.company} — {q.projectName}
      </p>
      <section aria-label="Totals" className="quote-page__totals">
        <QuoteTotals totals={q.totals} currency={q.content?.currency ?? QuoteCurrency.USD} />
        <button type="button" className="button" onClick={() => pdf.mutate(q.id)} disabled={pdf.isPending}>
          Download the PDF
        </button>
        {pdf.isError && <p role="alert">{errorText(pdf.error)}</p>}
      </section>
      {draft ? <DraftEditor quote={q} /> : <Answered quote={q} />}
    </>
  );
}

// DraftEditor saves the draft (the server answers its totals), or saves it and sends it:
// what is sent is what was on the screen.
function DraftEditor({ quote: q }: { quote: Quote }) {
  const update = useUpdateQuote(q.id);
  const send = useSendQuote();
  const busy = update.isPending || send.isPending;
  async function save(content: QuoteContent, andSend: boolean, organizationId: string) {
    if (andSend && !window.confirm(`Send revision ${q.revision} to ${q.requesterEmail}?`)) return;
    try {
      await update.mutateAsync({ content, organizationId });
      if (andSend) await send.mutateAsync(q.id);
    } catch {
      // Shown from the mutations' state: a refusal by field by the editor, else below.
    }
  }
  return (
    <>
      <QuoteEditor
        key={q.id}
        initial={q.content}
        organizationId={q.organizationId}
        submitLabel="Save and show the totals"
        sendLabel="Save and send to the requester"
        busy={busy}
        error={update.error}
        onSubmit={(content, andSend, organizationId) => void save(content, andSend, organizationId)}
      />
      {send.isError && (
        <p className="form-error" role="alert">
          {errorText(send.error)}
        </p>
      )}
    </>
  );
}

function Answered({ quote: q }: { quote: Quote }) {
  const revise = useReviseQuote();
  const navigate = useNavigate();
  const a = q.acceptance;
  const open = q.status === QuoteStatus.SENT || q.status === QuoteStatus.SUPERSEDED;
  return (
    <>
      <dl className="quote-page__facts">
        <div>
          <dt>Sent</dt>
          <dd>{formatDateTime(q.sentTime) || '—'}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatDay(q.content?.validUntil ?? '')}</dd>
        </div>
        {a && (
          <div>
            <dt>Accepted</dt>
            <dd>
              {a.name}, {a.title}, {a.company} — {formatDateTime(a.acceptTime)} from {a.clientAddr}
            </dd>
          </div>
        )}
        {q.declineReason && (
          <div>
            <dt>Declined</dt>
            <dd>
              {formatDateTime(q.answerTime)}: {q.declineReason}
            </dd>
          </div>
        )}
        {q.projectId && (
          <div>
            <dt>Project</dt>
            <dd>
              <Link to="/admin/projects">Started in the portal</Link>
            </dd>
          </div>
        )}
      </dl>
      {open && (
        <div className="admin-actions">
          <button
            type="button"
            className="button"
            disabled={revise.isPending}
            onClick={() => revise.mutate(q.id, { onSuccess: (res) => res.quote && void navigate(quotePath(q.estimateRequestId, res.quote.id)) })}
          >
            Start a new revision
          </button>
        </div>
      )}
      {revise.isError && (
        <p className="form-error" role="alert">
          {errorText(revise.error)}
        </p>
      )}
      <AnswerForm quote={q} />
    </>
  );
}

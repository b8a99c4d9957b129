import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useCreateQuote, useDraftContent } from '../api/use-quotes';
import { QuoteEditor } from './quote-editor';
import { quotePath } from './quote-labels';
import './quotes-admin.css';

// QuoteNewPage writes a new quote for an estimate request, its scope and basis pre-filled
// from the request by the server; saving numbers it (a draft, revision 1).
export function QuoteNewPage() {
  const { id = '' } = useParams();
  const draft = useDraftContent(id);
  const create = useCreateQuote(id);
  const navigate = useNavigate();
  return (
    <div className="quote-page">
      <p>
        <Link to={`/admin/estimates/${id}`}>← The estimate request</Link>
      </p>
      <h2>New quote</h2>
      {draft.isPending ? (
        <p className="admin-state" role="status">
          Loading the request…
        </p>
      ) : draft.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(draft.error, 'Failed to load the request.')}
        </p>
      ) : (
        <QuoteEditor
          initial={draft.data}
          submitLabel="Save the draft"
          busy={create.isPending}
          error={create.error}
          organizationId=""
          onSubmit={(content, _send, organizationId) =>
            create.mutate({ content, organizationId }, { onSuccess: (res) => res.quote && void navigate(quotePath(id, res.quote.id), { replace: true }) })
          }
        />
      )}
    </div>
  );
}

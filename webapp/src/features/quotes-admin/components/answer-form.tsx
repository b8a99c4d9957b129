import { useId, useState, type FormEvent } from 'react';
import type { Quote } from '../../../gen/gusset/admin/v1/quotes_pb';
import { QuoteStatus } from '../../../gen/gusset/site/v1/proposals_pb';
import { errorText } from '../../../lib/error-text';
import { useAnswerQuestion } from '../api/use-quotes';

// AnswerForm mails staff's answer to the requester's question (it lands on the request's
// notes too). The questions themselves are the request's notes.
export function AnswerForm({ quote: q }: { quote: Quote }) {
  const answer = useAnswerQuestion();
  const [body, setBody] = useState('');
  const [sent, setSent] = useState(false);
  const id = useId();
  if (q.status === QuoteStatus.DRAFT) return null;
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSent(false);
    answer.mutate(
      { id: q.id, body },
      {
        onSuccess: () => {
          setBody('');
          setSent(true);
        },
      },
    );
  }
  return (
    <form className="quote-answer" onSubmit={onSubmit} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Answer the requester</h3>
      <div className="field">
        <label htmlFor={id}>
          Your answer to {q.requesterName} about {q.number} revision {q.revision}
        </label>
        <textarea id={id} rows={4} value={body} onChange={(e) => setBody(e.target.value)} />
      </div>
      {answer.isError && (
        <p className="form-error" role="alert">
          {errorText(answer.error)}
        </p>
      )}
      {sent && <p role="status">The answer was mailed to {q.requesterEmail}.</p>}
      <button type="submit" className="button button--primary" disabled={answer.isPending}>
        Mail the answer
      </button>
    </form>
  );
}

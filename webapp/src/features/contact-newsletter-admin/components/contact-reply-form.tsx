import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useReply } from '../api/use-contact-message';

// A reply to the sender, mailed through the outbox and kept in the history.
export function ContactReplyForm({ id, name }: { id: string; name: string }) {
  const reply = useReply(id);
  const { notify } = useNotice();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const ids = { subject: useId(), body: useId() };
  const errors = reply.isError ? fieldViolations(reply.error) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(
      { subject, body },
      {
        onSuccess: () => {
          setSubject('');
          setBody('');
          notify(`Reply to ${name} queued for sending.`, 'success');
        },
      },
    );
  };

  return (
    <form className="contact-form-block" onSubmit={onSubmit} aria-label="Reply" noValidate>
      <h3>Reply</h3>
      <div className="field">
        <label htmlFor={ids.subject}>Subject</label>
        <input
          id={ids.subject}
          value={subject}
          maxLength={200}
          placeholder="Re: your message"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${ids.subject}-error` : undefined}
          onChange={(e) => setSubject(e.target.value)}
        />
        <FieldError id={`${ids.subject}-error`} message={errors.subject} />
      </div>
      <div className="field">
        <label htmlFor={ids.body}>Your reply</label>
        <textarea
          id={ids.body}
          value={body}
          maxLength={10000}
          rows={6}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${ids.body}-error` : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        <FieldError id={`${ids.body}-error`} message={errors.body} />
      </div>
      {reply.isError && Object.keys(errors).length === 0 && <p role="alert">{errorText(reply.error)}</p>}
      <button type="submit" className="button button--primary" disabled={reply.isPending || !body.trim()}>
        {reply.isPending ? 'Sending...' : 'Send reply'}
      </button>
    </form>
  );
}

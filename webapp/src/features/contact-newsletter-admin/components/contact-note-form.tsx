import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { useAddNote } from '../api/use-contact-message';

// A private note: staff only, never mailed.
export function ContactNoteForm({ id }: { id: string }) {
  const add = useAddNote(id);
  const [body, setBody] = useState('');
  const fieldId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(body, { onSuccess: () => setBody('') });
  };

  return (
    <form className="contact-form-block" onSubmit={onSubmit} aria-label="Private note">
      <div className="field">
        <label htmlFor={fieldId}>Private note (not sent)</label>
        <textarea id={fieldId} value={body} maxLength={5000} rows={3} onChange={(e) => setBody(e.target.value)} />
      </div>
      {add.isError && <p role="alert">{errorText(add.error)}</p>}
      <button type="submit" className="button" disabled={add.isPending || !body.trim()}>
        {add.isPending ? 'Saving...' : 'Save note'}
      </button>
    </form>
  );
}

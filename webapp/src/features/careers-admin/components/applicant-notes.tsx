import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useAddNote, useNotes } from '../api/use-notes';

// An applicant's private notes (staff only), with a form to add one.
export function ApplicantNotes({ applicationId, name }: { applicationId: string; name: string }) {
  const notes = useNotes(applicationId);
  const add = useAddNote(applicationId);
  const [body, setBody] = useState('');
  const fieldId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(body, { onSuccess: () => setBody('') });
  };

  return (
    <section className="applicant-notes" aria-label={`Notes on ${name}`}>
      {notes.isPending ? (
        <p role="status">Loading notes...</p>
      ) : notes.isError ? (
        <p role="alert">Failed to load notes.</p>
      ) : notes.data.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ol className="applicant-notes__list">
          {notes.data.map((note) => (
            <li key={note.id}>
              <p className="applicant-notes__body">{note.body}</p>
              <p className="applicant-notes__meta muted">
                {note.author || 'Unknown'} · {formatDate(note.createTime)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="applicant-notes__form" onSubmit={onSubmit}>
        <label htmlFor={fieldId}>Add a note</label>
        <textarea id={fieldId} value={body} maxLength={5000} rows={3} onChange={(e) => setBody(e.target.value)} />
        {add.isError && <p role="alert">{errorText(add.error)}</p>}
        <button type="submit" className="button" disabled={add.isPending || !body.trim()}>
          {add.isPending ? 'Saving...' : 'Save note'}
        </button>
      </form>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../lib/error-text';

// What adding a note needs of a mutation (react-query's useMutation result fits).
export type AddNote = {
  mutate: (body: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
};

type Props = {
  add: AddNote;
  label: string;
  className?: string;
  // Names the form for assistive technology when the label alone does not.
  ariaLabel?: string;
  // Wraps the label and text area in the forms' field block.
  field?: boolean;
};

// The form adding a private note to what staff follow up (applicants, estimate requests,
// contact messages): 1–5000 characters, cleared once saved; the server decides the rest.
export function NoteForm({ add, label, className, ariaLabel, field = false }: Props) {
  const [body, setBody] = useState('');
  const fieldId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(body, { onSuccess: () => setBody('') });
  };
  const input = (
    <>
      <label htmlFor={fieldId}>{label}</label>
      <textarea id={fieldId} value={body} maxLength={5000} rows={3} onChange={(e) => setBody(e.target.value)} />
    </>
  );
  return (
    <form className={className} onSubmit={onSubmit} aria-label={ariaLabel}>
      {field ? <div className="field">{input}</div> : input}
      {add.isError && <p role="alert">{errorText(add.error)}</p>}
      <button type="submit" className="button" disabled={add.isPending || !body.trim()}>
        {add.isPending ? 'Saving...' : 'Save note'}
      </button>
    </form>
  );
}

import { NoteForm } from '../../../components/follow-up/note-form';
import { useAddNote } from '../api/use-contact-message';

// A private note: staff only, never mailed.
export function ContactNoteForm({ id }: { id: string }) {
  return <NoteForm add={useAddNote(id)} label="Private note (not sent)" className="contact-form-block" ariaLabel="Private note" field />;
}

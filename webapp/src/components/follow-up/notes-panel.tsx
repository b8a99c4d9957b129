import { useId } from 'react';
import type { Timestamp } from '@bufbuild/protobuf/wkt';
import { formatDate } from '../../lib/format-date';
import { NoteForm, type AddNote } from './note-form';

// A note as every follow-up's RPCs answer it.
export type FollowUpNote = { id: string; author: string; body: string; createTime?: Timestamp };

type Props = {
  notes: { isPending: boolean; isError: boolean; data?: FollowUpNote[] };
  add: AddNote;
  // The screen's classes: the panel, its list, a note's text and its author line.
  classes: { panel: string; list: string; body?: string; meta?: string; form?: string };
  // A visible heading, or (without one) the panel's accessible name.
  heading?: string;
  ariaLabel?: string;
};

// The private notes of what staff follow up, oldest first, with the form adding one: one
// panel for applicants and estimate requests (a contact message's notes sit in its
// history with the replies, and use NoteForm).
export function NotesPanel({ notes, add, classes, heading, ariaLabel }: Props) {
  const headingId = useId();
  return (
    <section className={classes.panel} aria-label={heading ? undefined : ariaLabel} aria-labelledby={heading ? headingId : undefined}>
      {heading && <h3 id={headingId}>{heading}</h3>}
      {notes.isPending ? (
        <p role="status">Loading notes...</p>
      ) : notes.isError || !notes.data ? (
        <p role="alert">Failed to load notes.</p>
      ) : notes.data.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ol className={classes.list}>
          {notes.data.map((note) => (
            <li key={note.id}>
              <p className={classes.body}>{note.body}</p>
              <p className={classes.meta ? `${classes.meta} muted` : 'muted'}>
                {note.author || 'Unknown'} · {formatDate(note.createTime)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <NoteForm add={add} label="Add a note" className={classes.form} />
    </section>
  );
}

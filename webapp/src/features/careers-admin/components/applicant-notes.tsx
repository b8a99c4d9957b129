import { NotesPanel } from '../../../components/follow-up/notes-panel';
import { useAddNote, useNotes } from '../api/use-notes';

const classes = {
  panel: 'applicant-notes',
  list: 'applicant-notes__list',
  body: 'applicant-notes__body',
  meta: 'applicant-notes__meta',
  form: 'applicant-notes__form',
};

// An applicant's private notes (staff only), with a form to add one.
export function ApplicantNotes({ applicationId, name }: { applicationId: string; name: string }) {
  return <NotesPanel notes={useNotes(applicationId)} add={useAddNote(applicationId)} classes={classes} ariaLabel={`Notes on ${name}`} />;
}

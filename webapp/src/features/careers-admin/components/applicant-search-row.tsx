import { useState } from 'react';
import type { Application } from '../../../gen/gusset/admin/v1/applications_pb';
import { formatDate } from '../../../lib/format-date';
import { ApplicantNotes } from './applicant-notes';
import { ResumeLink } from './resume-link';
import { StatusSelect } from './status-select';

export function ApplicantSearchRow({ application }: { application: Application }) {
  const { id, name, email, jobRole, status, resume } = application;
  const [notesOpen, setNotesOpen] = useState(false);
  return (
    <>
      <tr>
        <th scope="row">{name}</th>
        <td>{jobRole}</td>
        <td>
          <a href={`mailto:${email}`}>{email}</a>
        </td>
        <td>{formatDate(application.createTime)}</td>
        <td>
          <StatusSelect id={id} name={name} status={status} />
        </td>
        <td>
          <ResumeLink resume={resume} name={name} />
        </td>
        <td>
          <button
            type="button"
            className="button"
            aria-expanded={notesOpen}
            aria-label={`Notes on ${name}`}
            onClick={() => setNotesOpen((open) => !open)}
          >
            Notes
          </button>
        </td>
      </tr>
      {notesOpen && (
        <tr className="applicant-row__notes">
          <td colSpan={7}>
            <ApplicantNotes applicationId={id} name={name} />
          </td>
        </tr>
      )}
    </>
  );
}

import { useState } from 'react';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import type { Application } from '../../../gen/gusset/admin/v1/applications_pb';
import { formatDate } from '../../../lib/format-date';
import { useDeleteApplication } from '../api/use-delete-application';
import { useSetContacted } from '../api/use-set-contacted';
import { ApplicantNotes } from './applicant-notes';
import { ResumeLink } from './resume-link';
import { StatusSelect } from './status-select';
import { confirmMoveToTrash } from '../../../lib/trash-wording';
import { TrashKind } from '../../../gen/gusset/admin/v1/trash_pb';

type Props = {
  application: Application;
  // The page this row is on, whose cached copy the Contacted checkbox updates at once.
  pageToken: string;
};

export function ApplicantRow({ application, pageToken }: Props) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const setContacted = useSetContacted();
  const remove = useDeleteApplication();
  const { id, jobId, name, email, phone, contacted, resume, status } = application;
  const [notesOpen, setNotesOpen] = useState(false);

  // Set in the change handler itself, so the box never flips back while the cache update
  // (in useSetContacted) is still on its way; cleared once the call has settled, by which
  // time the cache holds the saved or the rolled-back value.
  const [ticking, setTicking] = useState<boolean | null>(null);

  const onContacted = (value: boolean) => {
    setTicking(value);
    setContacted.mutate(
      { jobId, pageToken, id, contacted: value },
      {
        onError: () => notify('Failed to update applicant status.', 'error'),
        onSettled: () => setTicking(null),
      },
    );
  };

  const onDelete = async () => {
    if (!(await confirmMoveToTrash(confirm, TrashKind.APPLICATION))) return;
    remove.mutate(
      { jobId, id },
      {
        onSuccess: () => notify('Applicant deleted successfully!', 'success'),
        onError: () => notify('Failed to delete applicant.', 'error'),
      },
    );
  };

  return (
    <>
      <tr aria-busy={remove.isPending || undefined}>
        <th scope="row">{name}</th>
        <td>
          <a href={`mailto:${email}`}>{email}</a>
        </td>
        <td>
          <a href={`tel:${phone}`}>{phone}</a>
        </td>
        <td>{formatDate(application.createTime)}</td>
        <td>
          <input
            type="checkbox"
            checked={ticking ?? contacted}
            aria-label={`Contacted ${name}`}
            onChange={(event) => onContacted(event.currentTarget.checked)}
          />
        </td>
        <td>
          <StatusSelect id={id} name={name} status={status} />
        </td>
        <td>
          <ResumeLink resume={resume} name={name} />
        </td>
        <td className="applicant-row__actions">
          <button
            type="button"
            className="button"
            aria-expanded={notesOpen}
            aria-label={`Notes on ${name}`}
            onClick={() => setNotesOpen((open) => !open)}
          >
            Notes
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-label={`Delete ${name}`}
            onClick={() => void onDelete()}
            disabled={remove.isPending}
          >
            Delete
          </button>
        </td>
      </tr>
      {notesOpen && (
        <tr className="applicant-row__notes">
          <td colSpan={8}>
            <ApplicantNotes applicationId={id} name={name} />
          </td>
        </tr>
      )}
    </>
  );
}

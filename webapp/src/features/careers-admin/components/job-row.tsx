import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { useDeleteJob } from '../api/use-delete-job';
import { confirmMoveToTrash } from '../../../lib/trash-wording';
import { TrashKind } from '../../../gen/gusset/admin/v1/trash_pb';

type Props = {
  job: Job;
  onEdit: (job: Job) => void;
  onViewApplicants: (job: Job) => void;
};

export function JobRow({ job, onEdit, onViewApplicants }: Props) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const remove = useDeleteJob();

  const onDelete = async () => {
    if (!(await confirmMoveToTrash(confirm, TrashKind.JOB))) return;
    remove.mutate(job.id, {
      onSuccess: () => notify('Job deleted successfully', 'success'),
      onError: () => notify('Failed to delete job', 'error'),
    });
  };

  const pdf = job.jobDescription;

  return (
    <tr aria-busy={remove.isPending || undefined}>
      <th scope="row">{job.role}</th>
      <td>{job.location}</td>
      <td>{job.type || <span className="muted">—</span>}</td>
      <td>{job.qualification}</td>
      <td>
        <span className={`job-status job-status--${job.active ? 'active' : 'inactive'}`}>
          {job.active ? 'Active' : 'Inactive'}
        </span>
      </td>
      <td>
        {/* Each label starts with the visible word and names the job, so a screen reader
            user hears which row a button acts on. */}
        <div className="admin-actions">
          <button type="button" className="button" aria-label={`Edit ${job.role}`} onClick={() => onEdit(job)}>
            Edit
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-label={`Delete ${job.role}`}
            onClick={() => void onDelete()}
            disabled={remove.isPending}
          >
            Delete
          </button>
          <button
            type="button"
            className="button"
            aria-label={`View Applicants for ${job.role}`}
            onClick={() => onViewApplicants(job)}
          >
            View Applicants
          </button>
          {pdf ? (
            <a
              className="button"
              href={pdf.path}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View PDF for ${job.role} (opens in a new tab)`}
            >
              View PDF
            </a>
          ) : (
            <button type="button" className="button" disabled title="No job description uploaded">
              View PDF
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

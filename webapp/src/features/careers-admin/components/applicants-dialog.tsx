import { Dialog } from '../../../components/dialog/dialog';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { ApplicantsTable } from './applicants-table';

type Props = {
  // The job whose applicants are shown; null when closed.
  job: Job | null;
  onClose: () => void;
};

export function ApplicantsDialog({ job, onClose }: Props) {
  return (
    <Dialog
      open={job !== null}
      title={job ? `Applicants for ${job.role}` : 'Applicants'}
      onClose={onClose}
      className="dialog--wide"
    >
      {job && <ApplicantsTable jobId={job.id} />}
    </Dialog>
  );
}

import { Dialog } from '../../../components/dialog/dialog';
import { useNotice } from '../../../components/notice/notice-context';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { useSaveJob } from '../api/use-save-job';
import { JobForm } from './job-form';

type Props = {
  open: boolean;
  // The job to edit; absent to add a new one.
  job?: Job;
  onClose: () => void;
  // After a successful add, so the list can show the new (newest) job.
  onAdded: () => void;
};

export function JobFormDialog({ open, job, onClose, onAdded }: Props) {
  const save = useSaveJob();
  const { notify } = useNotice();

  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Dialog open={open} title={job ? 'Edit Job' : 'Add New Job'} onClose={close} locked={save.isPending}>
      <JobForm
        key={job?.id ?? 'new'}
        job={job}
        save={save}
        onCancel={close}
        onSaved={() => {
          if (job) {
            notify('Job updated successfully', 'success');
          } else {
            notify('Job added successfully!', 'success');
            onAdded();
          }
          close();
        }}
        onFailed={() =>
          notify(job ? 'Failed to update job' : 'Something went wrong while adding the job. Please try again.', 'error')
        }
      />
    </Dialog>
  );
}

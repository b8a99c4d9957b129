import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { ApplyForm } from './apply-form';
import './apply-dialog.css';

type Props = {
  // The job applied for; null keeps the dialog closed.
  job: Job | null;
  onClose: () => void;
};

// The form lives inside the dialog's body, which unmounts on close: closing resets it.
// While the application itself is being sent the dialog cannot close, so the visitor does
// not leave without knowing whether it arrived; an upload can be cancelled or closed away.
export function ApplyDialog({ job, onClose }: Props) {
  const [sending, setSending] = useState(false);
  const close = () => {
    setSending(false);
    onClose();
  };
  return (
    <Dialog open={job !== null} title={job ? `Apply for ${job.role}` : 'Apply'} onClose={close} locked={sending} className="dialog--apply">
      {job && <ApplyForm job={job} onClose={close} onSendingChange={setSending} />}
    </Dialog>
  );
}

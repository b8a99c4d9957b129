import { useId } from 'react';
import { AssigneeSelect } from '../../../components/follow-up/assignee-select';
import { useNotice } from '../../../components/notice/notice-context';
import { ContactStatus, type ContactMessage } from '../../../gen/gusset/admin/v1/contact_pb';
import { errorText } from '../../../lib/error-text';
import { useAssign, useSetStatus } from '../api/use-contact-message';
import { useStaffMembers } from '../api/use-staff-members';
import { ContactStatusBadge } from './contact-status';

// Status and assignee. A message becomes Replied by sending a reply; staff close it, or
// open a closed one again (as Replied when it has a reply, else as New).
export function ContactTriageControls({ message }: { message: ContactMessage }) {
  const setStatus = useSetStatus(message.id);
  const assign = useAssign(message.id);
  const staff = useStaffMembers();
  const { notify } = useNotice();
  const assigneeId = useId();
  const onError = (error: Error) => notify(errorText(error), 'error');
  const closed = message.status === ContactStatus.CLOSED;
  const reopenAs = message.firstReplyTime ? ContactStatus.REPLIED : ContactStatus.NEW;

  return (
    <div className="contact-message__triage">
      <p className="contact-message__status">
        Status: <ContactStatusBadge status={message.status} />
      </p>
      <button
        type="button"
        className="button"
        disabled={setStatus.isPending}
        onClick={() => setStatus.mutate(closed ? reopenAs : ContactStatus.CLOSED, { onError })}
      >
        {closed ? 'Open again' : 'Mark as closed'}
      </button>
      <AssigneeSelect
        id={assigneeId}
        className="field"
        label="Assigned to"
        noneLabel="Nobody"
        value={message.assigneeId}
        valueName={message.assigneeUsername}
        staff={staff.data}
        disabled={assign.isPending}
        onChange={(assigneeId) => assign.mutate(assigneeId, { onError })}
      />
    </div>
  );
}

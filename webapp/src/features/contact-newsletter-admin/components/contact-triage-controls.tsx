import { useId } from 'react';
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
      <div className="field">
        <label htmlFor={assigneeId}>Assigned to</label>
        <select
          id={assigneeId}
          value={message.assigneeId}
          disabled={assign.isPending}
          onChange={(e) => assign.mutate(e.target.value, { onError })}
        >
          <option value="">Nobody</option>
          {/* An assignee disabled since keeps showing until someone changes it. */}
          {message.assigneeId && !staff.data?.some((u) => u.id === message.assigneeId) && (
            <option value={message.assigneeId}>{message.assigneeUsername}</option>
          )}
          {staff.data?.map((u) => (
            <option key={u.id} value={u.id}>
              {u.username}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

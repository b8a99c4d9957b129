import { Dialog } from '../../../components/dialog/dialog';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import { TrashKind } from '../../../gen/gusset/admin/v1/trash_pb';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format-date';
import { confirmMoveToTrash } from '../../../lib/trash-wording';
import { useContactMessage, useTrashMessage } from '../api/use-contact-message';
import { ContactHistory } from './contact-history';
import { ContactNoteForm } from './contact-note-form';
import { ContactReplyForm } from './contact-reply-form';
import { ContactTriageControls } from './contact-triage-controls';

// One lead, whole: the message, its status and assignee, its history (notes and replies)
// and the forms to reply, add a note or move it to the trash.
export function ContactMessageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const got = useContactMessage(id);
  const trash = useTrashMessage();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const message = got.data?.message;

  const onTrash = async () => {
    if (!(await confirmMoveToTrash(confirm, TrashKind.CONTACT_MESSAGE))) return;
    trash.mutate(id, {
      onSuccess: () => {
        notify('Message moved to the trash.', 'success');
        onClose();
      },
      onError: (error) => notify(errorText(error), 'error'),
    });
  };

  return (
    <Dialog open title={message ? `Message from ${message.name}` : 'Message'} onClose={onClose} className="contact-message-dialog">
      {got.isPending ? (
        <p role="status">Loading the message...</p>
      ) : got.isError || !message ? (
        <p role="alert">{errorText(got.error, 'Failed to load the message.')}</p>
      ) : (
        <div className="contact-message">
          <dl className="contact-message__facts">
            <dt>Received</dt>
            <dd>{formatDateTime(message.createTime)}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${message.phone}`}>{message.phone}</a>
            </dd>
            {message.firstReplyTime && (
              <>
                <dt>First reply</dt>
                <dd>{formatDateTime(message.firstReplyTime)}</dd>
              </>
            )}
          </dl>
          <blockquote className="contact-message__text">{message.message}</blockquote>
          <ContactTriageControls message={message} />
          <ContactHistory entries={got.data.entries} />
          <ContactReplyForm id={id} name={message.name} />
          <ContactNoteForm id={id} />
          <div className="contact-message__actions">
            <button type="button" className="button button--danger" onClick={() => void onTrash()} disabled={trash.isPending}>
              Move to trash
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import type { OutboxMessage } from '../../../gen/gusset/admin/v1/outbox_pb';
import { useRetryOutboxMessage } from '../api/use-retry-outbox-message';
import { canRetry, statusLabel } from './outbox-status';
import { OutboxTime } from './outbox-time';

const columns = 8;

// One message, and below it (when opened) its plain-text body on a row of its own.
export function OutboxRow({ message }: { message: OutboxMessage }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const retry = useRetryOutboxMessage();
  const { notify } = useNotice();
  const subject = message.subject || '(no subject)';

  const onRetry = () =>
    retry.mutate(message.id, {
      onSuccess: () => notify('The message is queued for another attempt.', 'success'),
      onError: () => notify('Failed to retry the message.', 'error'),
    });

  return (
    <>
      <tr aria-busy={retry.isPending || undefined}>
        <td className="outbox-admin__nowrap">
          <OutboxTime timestamp={message.createTime} />
        </td>
        <td>
          <code>{message.topic}</code>
        </td>
        <td className="outbox-admin__address">{message.to}</td>
        <th scope="row">{subject}</th>
        <td>
          <span className={`outbox-status outbox-status--${message.status}`}>{statusLabel(message.status)}</span>
        </td>
        <td>{message.attempts}</td>
        <td className="outbox-admin__error">{message.lastError || <span className="muted">—</span>}</td>
        <td>
          {/* Each label starts with the visible words and names the message, so a screen
              reader user hears which row a button acts on. */}
          <div className="admin-actions">
            <button
              type="button"
              className="button"
              aria-label={`Show text of ${subject}`}
              aria-expanded={open}
              aria-controls={textId}
              onClick={() => setOpen((o) => !o)}
            >
              Show text
            </button>
            {canRetry(message.status) && (
              <button
                type="button"
                className="button"
                aria-label={`Retry ${subject}`}
                onClick={onRetry}
                disabled={retry.isPending}
              >
                Retry
              </button>
            )}
          </div>
        </td>
      </tr>
      <tr id={textId} className="outbox-admin__text-row" hidden={!open}>
        <td colSpan={columns}>
          {message.replyTo && <p className="muted outbox-admin__reply-to">Reply-To: {message.replyTo}</p>}
          <pre className="outbox-admin__text">{message.text}</pre>
        </td>
      </tr>
    </>
  );
}

import type { OutboxMessage } from '../../../gen/gusset/admin/v1/outbox_pb';
import { OutboxRow } from './outbox-row';

type Props = {
  messages: OutboxMessage[];
  // A newer filter's messages are on their way: the rows shown are the previous ones.
  stale: boolean;
};

export function OutboxTable({ messages, stale }: Props) {
  return (
    <div className="admin-table-wrap" role="region" aria-label="Outbox table" tabIndex={0}>
      <table className="admin-table" aria-busy={stale || undefined}>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Topic</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last error</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <OutboxRow key={message.id} message={message} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { formatDateTime } from '../../../lib/format-date';

// Mail is read by the minute, so the outbox shows the time as well as the day, in the
// same form as the other back-office times.
export function OutboxTime({ timestamp }: { timestamp: Timestamp | undefined }) {
  if (!timestamp) return null;
  return <time dateTime={timestampDate(timestamp).toISOString()}>{formatDateTime(timestamp)}</time>;
}

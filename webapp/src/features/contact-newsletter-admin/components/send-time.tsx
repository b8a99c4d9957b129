import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { formatDateTime } from '../../../lib/format-date';

// A send is followed by the minute, so it shows the time as well as the day, in the same
// form as the other back-office times.
export function SendTime({ timestamp }: { timestamp: Timestamp | undefined }) {
  if (!timestamp) return null;
  return <time dateTime={timestampDate(timestamp).toISOString()}>{formatDateTime(timestamp)}</time>;
}

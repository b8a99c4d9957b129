import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

// A send is followed by the minute, so it shows the time as well as the day, in the same
// unambiguous month-name form as the other back-office dates.
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function SendTime({ timestamp }: { timestamp: Timestamp | undefined }) {
  if (!timestamp) return null;
  const date = timestampDate(timestamp);
  return <time dateTime={date.toISOString()}>{timeFormat.format(date)}</time>;
}

import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

// In UTC, as the server draws it: a visitor's own time zone would make the page's text
// differ from the server's HTML around midnight.
const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function PublishedDate({ time, className }: { time: Timestamp | undefined; className?: string }) {
  if (!time) return null;
  const date = timestampDate(time);
  return (
    <time className={className} dateTime={date.toISOString()}>
      {format.format(date)}
    </time>
  );
}

import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { formatDate } from '../../../lib/format-date';

export function PublishedDate({ time, className }: { time: Timestamp | undefined; className?: string }) {
  if (!time) return null;
  const date = timestampDate(time);
  return (
    <time className={className} dateTime={date.toISOString()}>
      {/* In UTC, as the server draws it: a visitor's own time zone would make the page's
          text differ from the server's HTML around midnight. */}
      {formatDate(time, { timeZone: 'UTC' })}
    </time>
  );
}

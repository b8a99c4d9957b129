import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function PublishedDate({ time, className }: { time: Timestamp | undefined; className?: string }) {
  if (!time) return null;
  const date = timestampDate(time);
  return (
    <time className={className} dateTime={date.toISOString()}>
      {format.format(date)}
    </time>
  );
}

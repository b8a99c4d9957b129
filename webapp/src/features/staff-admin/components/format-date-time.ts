import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(timestamp: Timestamp | undefined): string {
  return timestamp ? dateTimeFormat.format(timestampDate(timestamp)) : '';
}

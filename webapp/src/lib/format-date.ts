import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

// One fixed, unambiguous format (e.g. "Mar 5, 2025") rather than the browser's numeric
// default, where 03/05 reads differently in the USA and in India.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDate(timestamp: Timestamp | undefined): string {
  return timestamp ? dateFormat.format(timestampDate(timestamp)) : '';
}

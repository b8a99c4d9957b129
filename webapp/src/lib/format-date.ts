import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

// One fixed, unambiguous format (e.g. "Mar 5, 2025") rather than the browser's numeric
// default, where 03/05 reads differently in the USA and in India.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDate(timestamp: Timestamp | undefined): string {
  return timestamp ? dateFormat.format(timestampDate(timestamp)) : '';
}

// Date and time in the viewer's time zone, which is named (e.g. "Mar 5, 2025, 9:30 AM
// GMT+5:30"): staff scheduling posts across time zones see which one is meant.
const dateTimeOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const dateTimeFormat = new Intl.DateTimeFormat('en-US', dateTimeOptions);
// The audit trail tells apart events of the same minute, so it shows seconds too.
const dateTimeSecondsFormat = new Intl.DateTimeFormat('en-US', { ...dateTimeOptions, second: '2-digit' });

export function formatDateTime(timestamp: Timestamp | undefined, { seconds = false } = {}): string {
  if (!timestamp) return '';
  return (seconds ? dateTimeSecondsFormat : dateTimeFormat).format(timestampDate(timestamp));
}

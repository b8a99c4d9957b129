import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

// <input type="datetime-local"> speaks wall-clock time in the browser's time zone,
// "YYYY-MM-DDTHH:mm"; these convert to and from instants.

const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(time: Timestamp | undefined): string {
  if (!time) return '';
  const d = timestampDate(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

// fromLocalInput is undefined for an empty or unreadable value.
export function fromLocalInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

// The browser's time zone, named for the picker's label (e.g. "Asia/Kolkata").
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
}

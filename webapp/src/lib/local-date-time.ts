import { timestampDate, timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt';

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

// timeZones are the IANA zones the browser knows, for a picker, with current (the stored
// choice) and UTC among them even where the browser lists neither.
export function timeZones(current = ''): string[] {
  const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort();
}

// localDayStart is the start of a calendar day of <input type="date"> ("YYYY-MM-DD") in
// the browser's time zone, plusDays later: a range of days that includes its last one
// ends at localDayStart(to, 1). undefined for an empty or unreadable value.
export function localDayStart(day: string, plusDays = 0): Timestamp | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  // setFullYear, not new Date(y, m, d), which reads the years 0–99 as 1900–1999; the
  // local midnight it starts from stays midnight on the day it moves to.
  const start = new Date(2000, 0, 1);
  start.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(start.getTime()) ? undefined : timestampFromDate(start);
}

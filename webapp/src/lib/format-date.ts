import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';

// The one place screens write dates and times (an ESLint rule keeps the rest of src from
// formatting them itself): one fixed, unambiguous format, "Mar 5, 2025" and "Mar 5, 2025,
// 9:30 AM CST", rather than the browser's numeric default, where 03/05 reads differently
// in the USA and in India. The server writes the same (internal/localtime).

type Options = {
  // The page's language (useLocale()); English (en-US) when not given.
  locale?: string;
  // The zone to write the time in: the viewer's own unless given. 'UTC' where the server
  // draws the page (a public page's text must be the server's HTML at every hour).
  timeZone?: string;
};

// An instant as the server sends it, or as the screen holds it.
type Instant = Timestamp | Date | undefined;
const dateOf = (t: Timestamp | Date) => (t instanceof Date ? t : timestampDate(t));

const formats = new Map<string, Intl.DateTimeFormat>();

// format keeps one Intl.DateTimeFormat per locale and options: building one is slow.
function format(options: Intl.DateTimeFormatOptions, { locale = 'en-US', timeZone }: Options): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, timeZone ?? '', options]);
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options);
    formats.set(key, f);
  }
  return f;
}

const dateOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

// formatDate is the day of an instant: "Mar 5, 2025".
export function formatDate(timestamp: Instant, options: Options = {}): string {
  return timestamp ? format(dateOptions, options).format(dateOf(timestamp)) : '';
}

// Date and time, the time zone named (e.g. "Mar 5, 2025, 9:30 AM GMT+5:30"): staff
// scheduling posts across time zones see which one is meant.
const dateTimeOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
// The audit trail tells apart events of the same minute, so it shows seconds too.
const dateTimeSecondsOptions: Intl.DateTimeFormatOptions = { ...dateTimeOptions, second: '2-digit' };

export function formatDateTime(timestamp: Instant, { seconds = false, ...options }: Options & { seconds?: boolean } = {}): string {
  if (!timestamp) return '';
  return format(seconds ? dateTimeSecondsOptions : dateTimeOptions, options).format(dateOf(timestamp));
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

// formatDay writes a calendar day the server sends as "2026-12-31" (a due date, an issue
// date: the firm's day, not an instant) as "Dec 31, 2026", the same day in every time
// zone: read as an instant it would be the day before west of UTC. Anything else is
// written as it came.
export function formatDay(day: string, { locale }: Pick<Options, 'locale'> = {}): string {
  if (!dayPattern.test(day)) return day;
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : format(dateOptions, { locale, timeZone: 'UTC' }).format(at);
}

const monthDayOptions: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

// formatMonthDay is a short day without its year, for a chart's or a table's axis: "Mar 5".
export function formatMonthDay(timestamp: Instant, options: Options = {}): string {
  return timestamp ? format(monthDayOptions, options).format(dateOf(timestamp)) : '';
}

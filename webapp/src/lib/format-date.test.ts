import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatMonthDay } from './format-date';

// Midday UTC is the same calendar day in nearly every time zone the tests may run in.
const midday = timestampFromDate(new Date('2025-03-05T12:00:07Z'));

describe('formatDate', () => {
  it('writes the month as a word', () => {
    expect(formatDate(midday)).toBe('Mar 5, 2025');
  });

  it('is empty without a time', () => {
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the minute and names the time zone', () => {
    expect(formatDateTime(midday)).toMatch(/^Mar 5, 2025, \d{1,2}:\d{2}\s[AP]M\s\S+$/);
  });

  it('shows seconds when asked', () => {
    expect(formatDateTime(midday, { seconds: true })).toMatch(/^Mar 5, 2025, \d{1,2}:\d{2}:07\s[AP]M\s\S+$/);
  });

  it('is empty without a time', () => {
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('formatDate in a named zone', () => {
  // 03:30 UTC on Mar 6 is still the evening of Mar 5 in Chicago.
  const lateEvening = timestampFromDate(new Date('2025-03-06T03:30:00Z'));

  it('writes the day in the zone asked for', () => {
    expect(formatDate(lateEvening, { timeZone: 'America/Chicago' })).toBe('Mar 5, 2025');
    expect(formatDate(lateEvening, { timeZone: 'UTC' })).toBe('Mar 6, 2025');
  });

  it('takes a Date as well as a timestamp', () => {
    expect(formatDate(new Date('2025-03-06T03:30:00Z'), { timeZone: 'UTC' })).toBe('Mar 6, 2025');
  });

  it('writes the time in the zone asked for, the zone named, daylight time told apart', () => {
    expect(formatDateTime(lateEvening, { timeZone: 'America/Chicago' })).toBe('Mar 5, 2025, 9:30 PM CST');
    expect(formatDateTime(timestampFromDate(new Date('2025-07-06T03:30:00Z')), { timeZone: 'America/Chicago' })).toBe('Jul 5, 2025, 10:30 PM CDT');
  });

  it('writes the page language when one is given', () => {
    expect(formatDate(lateEvening, { timeZone: 'UTC', locale: 'fr-CA' })).toBe('6 mars 2025');
  });
});

describe('formatDay', () => {
  it('writes a calendar day in the one format', () => {
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('keeps the day for a viewer west of UTC: a day is not an instant', () => {
    // A viewer in Los Angeles: every format that names no zone writes in theirs.
    const Real = Intl.DateTimeFormat;
    class InLosAngeles extends Real {
      constructor(locale?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
        super(locale, { timeZone: 'America/Los_Angeles', ...options });
      }
    }
    Intl.DateTimeFormat = InLosAngeles as typeof Intl.DateTimeFormat;
    try {
      // There, the day's midnight UTC is the evening before.
      expect(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date('2026-01-01T00:00:00Z'))).toBe('Dec 31, 2025');
      expect(formatDay('2026-01-01', { locale: 'en-CA' })).toBe('Jan 1, 2026');
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  it('writes what is not a day as it came', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('formatMonthDay', () => {
  it('writes a short day without the year', () => {
    expect(formatMonthDay(timestampFromDate(new Date('2025-03-03T00:00:00Z')), { timeZone: 'UTC' })).toBe('Mar 3');
  });
});

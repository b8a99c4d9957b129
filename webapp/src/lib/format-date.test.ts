import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

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

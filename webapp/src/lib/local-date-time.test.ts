import { timestampDate } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from 'vitest';
import { localDayStart } from './local-date-time';

const local = (day: string, plusDays?: number) => {
  const start = localDayStart(day, plusDays);
  return start && timestampDate(start);
};

describe('localDayStart', () => {
  it("is the day's local midnight", () => {
    expect(local('2026-03-08')).toEqual(new Date(2026, 2, 8));
  });

  it('moves on by whole days, across the end of a month or a year', () => {
    expect(local('2026-01-31', 1)).toEqual(new Date(2026, 1, 1));
    expect(local('2026-12-31', 1)).toEqual(new Date(2027, 0, 1));
  });

  it('keeps a year below 100 as written', () => {
    expect(local('0099-06-01')?.getFullYear()).toBe(99);
  });

  it('is undefined for an empty or unreadable day', () => {
    expect(localDayStart('')).toBeUndefined();
    expect(localDayStart('March 8')).toBeUndefined();
  });
});

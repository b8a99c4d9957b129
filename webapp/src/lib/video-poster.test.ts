import { describe, expect, it } from 'vitest';
import { posterName, posterTime } from './video-poster';

describe('posterTime', () => {
  it.each([
    ['a long video is taken 1 s in', 120, 1],
    ['a short video is taken at 10%', 4, 0.4],
    ['a live recording without a duration uses its first frame', Infinity, 0],
    ['an unknown duration uses the first frame', Number.NaN, 0],
  ])('%s', (_, duration, want) => {
    expect(posterTime(duration)).toBeCloseTo(want);
  });
});

describe('posterName', () => {
  it('names the poster after the video', () => {
    expect(posterName('site walk.mp4')).toBe('site walk-poster.jpg');
    expect(posterName('clip')).toBe('clip-poster.jpg');
  });
});

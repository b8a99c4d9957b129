import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one, numbers and bigints alike', () => {
    expect(countOf(1, 'like')).toBe('1 like');
    expect(countOf(1n, 'like')).toBe('1 like');
  });

  it('uses the plural for zero and for more than one', () => {
    expect(countOf(0, 'like')).toBe('0 likes');
    expect(countOf(2n, 'like')).toBe('2 likes');
    expect(countOf(21, 'project')).toBe('21 projects');
  });

  it('takes an irregular plural', () => {
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
  });
});

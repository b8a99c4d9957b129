import { describe, expect, it } from 'vitest';
import { plainToHtml } from './plain-html';

describe('plainToHtml', () => {
  it.each([
    ['one line', 'Is the beam W12x26?', '<p>Is the beam W12x26?</p>'],
    ['paragraphs and a line break', 'First\nsecond\n\nThird', '<p>First<br>second</p><p>Third</p>'],
    ['markup typed as text', '<b>a & b</b>', '<p>&lt;b&gt;a &amp; b&lt;/b&gt;</p>'],
    ['only blanks', '  \n\n ', ''],
  ])('writes %s as paragraphs', (_, text, want) => {
    expect(plainToHtml(text)).toBe(want);
  });
});

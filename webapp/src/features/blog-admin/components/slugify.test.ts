import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

// The cases of internal/blog/slug_test.go TestSlugify: the preview must name the address
// the server will make.
describe('slugify', () => {
  it.each([
    ['words are lower-cased and joined by dashes', 'Connection Design Basics', 'connection-design-basics'],
    ['accents are folded to ASCII', 'Détailing à Montréal, Straße & Œuvre', 'detailing-a-montreal-strasse-and-oeuvre'],
    ['punctuation and spaces at the ends leave no dash', "  --What's new in 2026?--  ", 'what-s-new-in-2026'],
    ['a title with no letter or digit becomes post', '¿¡ — !?', 'post'],
    ['a long title is cut to 80 characters without a trailing dash', 'abcd '.repeat(30), 'abcd-'.repeat(16).slice(0, -1)],
  ])('%s', (_name, title, want) => {
    expect(slugify(title)).toBe(want);
  });
});

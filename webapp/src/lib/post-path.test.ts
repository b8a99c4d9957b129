import { describe, expect, it } from 'vitest';
import { postPath } from './post-path';

describe('postPath', () => {
  it("is the slug's address, else the id's", () => {
    expect(postPath({ id: 'p-1', slug: 'anchor-bolt-plans' })).toBe('/resources/wbt-blog/anchor-bolt-plans');
    expect(postPath({ id: 'p-1', slug: '' })).toBe('/resources/wbt-blog/p-1');
  });

  it('escapes what cannot stand in a path', () => {
    expect(postPath({ id: 'p-1', slug: 'a b/c' })).toBe('/resources/wbt-blog/a%20b%2Fc');
  });
});

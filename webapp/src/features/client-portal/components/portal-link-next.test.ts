import { describe, expect, it } from 'vitest';
import { nextPage } from './portal-link-page';

describe('nextPage', () => {
  it.each([
    ['/portal/projects/p1/transmittals/t1', '/portal/projects/p1/transmittals/t1'],
    [null, '/portal/projects'],
    ['', '/portal/projects'],
    ['https://evil.example/portal/x', '/portal/projects'],
    ['//evil.example/portal/x', '/portal/projects'],
    ['/admin/staff', '/portal/projects'],
    ['/portal/../admin', '/portal/projects'],
    ['/portal/x?y=1', '/portal/projects'],
  ])('goes to %s as %s', (next, want) => {
    expect(nextPage(next)).toBe(want);
  });
});

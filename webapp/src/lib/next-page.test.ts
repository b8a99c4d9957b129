import { describe, expect, it } from 'vitest';
import { nextPath, signInPath } from './next-page';

describe('nextPath', () => {
  it.each([
    ['/admin/estimates/0b6c1a55-6f51-4c5e-9b5c-2f7f8a6b9d10', '/admin/estimates/0b6c1a55-6f51-4c5e-9b5c-2f7f8a6b9d10'],
    [null, '/admin/dashboard'],
    ['https://evil.example/admin/x', '/admin/dashboard'],
    ['//evil.example/admin/x', '/admin/dashboard'],
    ['/\\evil.example/admin', '/admin/dashboard'],
    ['javascript:alert(1)', '/admin/dashboard'],
    ['/admin//evil.example', '/admin/dashboard'],
    ['/admin/../portal', '/admin/dashboard'],
    ['/portal/projects/p1', '/admin/dashboard'],
  ])('takes the back office to %s as %s', (next, want) => {
    expect(nextPath(next, 'admin', '/admin/dashboard')).toBe(want);
  });

  it('keeps a portal page for the portal', () => {
    expect(nextPath('/portal/projects/p1', 'portal', '/portal/projects')).toBe('/portal/projects/p1');
  });
});

describe('signInPath', () => {
  it('names the page to come back to', () => {
    expect(signInPath('/admin/login', '/admin/estimates/e1')).toBe('/admin/login?next=%2Fadmin%2Festimates%2Fe1');
  });
  it('does not send the sign-in page back to itself', () => {
    expect(signInPath('/admin/login', '/admin/login')).toBe('/admin/login');
  });
});

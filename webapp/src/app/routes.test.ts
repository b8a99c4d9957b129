import { describe, expect, it } from 'vitest';
import { pages, staff } from '../config/pages.json';
import { adminScreens } from './admin-screens';
import { notFoundPath, pagePaths } from './route-paths';
import { routes } from './routes';

// routes.tsx says which pages exist; config/pages.json names and describes each one for
// the server (internal/seo), which answers 404 for a path the file does not have.
describe('the route table of config/pages.json', () => {
  // The staff screens join the table under /admin once the back office loads (admin-screens.tsx).
  const served = [...pagePaths(routes), ...pagePaths(adminScreens, '/admin')].filter((path) => path !== notFoundPath);
  // A query-keyed page (?department=…) is a page of its route's path.
  const keyed = [...Object.keys(pages), ...Object.keys(staff.screens)].map((key) => key.split('?')[0]);

  it.each(served)('has the page routes.tsx serves at %s', (path) => {
    expect(keyed).toContain(path);
  });

  it.each([...new Set(keyed)])('has %s only if routes.tsx serves it', (key) => {
    expect(served).toContain(key);
  });
});

import type { RouteObject } from 'react-router';

// The path of the not-found page, the catch-all route.
export const notFoundPath = '*';

// pagePaths is the full path of every page of a route tree, as config/pages.json keys
// them: each index route's, and each route's with a path of its own and no index child
// (a parent with one is that child's page); notFoundPath for the catch-all.
export function pagePaths(list: readonly RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? base : join(base, route.path);
    const own = route.path === notFoundPath ? [notFoundPath] : route.index || (route.path !== undefined && !route.children?.some((child) => child.index)) ? [path] : [];
    return [...own, ...(route.children ? pagePaths(route.children, path) : [])];
  });
}

function join(base: string, path: string | undefined): string {
  if (!path) return base || '/';
  if (path.startsWith('/')) return path;
  return `${base === '/' ? '' : base}/${path}`;
}

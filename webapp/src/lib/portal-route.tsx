import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useHydrated } from './use-hydrated';

// The project portal's signed-in client pages (/portal/…, but its sign-in) share this one
// lazy module: the route table, which every page of the site loads, then names one chunk
// for the three (the public first-load budget, e2e/public-budgets.test.mjs). Each page is
// its own chunk, loaded here: the link landing does not download the project pages. (The staff screens are routed with
// the back office, app/admin-screens.tsx.)
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const projectFrame = page(() => import('../features/client-portal/components/portal-project-frame'), 'PortalProjectFrame');

const pages: [string, ComponentType][] = [
  ['/portal/sign-in/link', page(() => import('../features/client-portal/components/portal-link-page'), 'PortalLinkPage')],
  ['/portal/projects/:id/transmittals/:transmittal', projectFrame],
  ['/portal/projects/:id/rfis/:rfi', projectFrame],
  ['/portal/projects/:id', page(() => import('../features/client-portal/components/portal-project-page'), 'PortalProjectPage')],
  ['/portal/projects', page(() => import('../features/client-portal/components/portal-projects-page'), 'PortalProjectsPage')],
];

// The frame the server draws, and the browser until the page's chunk is in: the portal's
// heading, so the HTML names where it is, and the loading state.
const loading = (
  <main id="main" className="app-loading">
    <h1>Project portal</h1>
    <p role="status">Loading…</p>
  </main>
);

// Drawn in the browser only: the pages need the session the browser holds, so the
// server's render (and hydration) shows the frame, which a lazy component cannot interrupt.
export function PortalRoute() {
  const { pathname } = useLocation();
  const Page = pages.find(([path]) => matchPath(path, pathname))?.[1];
  if (!useHydrated() || !Page) return loading;
  return (
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  );
}

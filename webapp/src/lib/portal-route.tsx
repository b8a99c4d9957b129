import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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

// The signed-in user's language (features/client-portal's PortalLanguage) frames every
// page but the link's landing, where nobody is signed in yet: loaded beside the page's own
// chunk, not after it.
type Frame = ComponentType<{ children: ReactNode }>;
const languageModule = () => import('../features/client-portal/components/portal-language');
function signedInPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() =>
    Promise.all([load(), languageModule()]).then(([m, l]) => {
      const Page: ComponentType = m[name];
      const Language = l.PortalLanguage as Frame;
      return {
        default: () => (
          <Language>
            <Page />
          </Language>
        ),
      };
    }),
  );
}

const projectFrame = signedInPage(() => import('../features/client-portal/components/portal-project-frame'), 'PortalProjectFrame');

const pages: [string, ComponentType][] = [
  ['/portal/sign-in/link', page(() => import('../features/client-portal/components/portal-link-page'), 'PortalLinkPage')],
  ['/portal/projects/:id/transmittals/:transmittal', projectFrame],
  ['/portal/projects/:id/rfis/:rfi', projectFrame],
  ['/portal/projects/:id', signedInPage(() => import('../features/client-portal/components/portal-project-page'), 'PortalProjectPage')],
  ['/portal/projects', signedInPage(() => import('../features/client-portal/components/portal-projects-page'), 'PortalProjectsPage')],
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

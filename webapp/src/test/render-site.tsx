import type { ConnectRouter } from '@connectrpc/connect';
import { createRouterTransport } from '@connectrpc/connect';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/app-providers';
import type { Language } from '../lib/i18n/locale';
import { createQueryClient } from '../app/query-client';
import { primeSite } from './site-settings';
import { routes as appRoutes, patchRoutesOnNavigation } from '../app/routes';

type Services = (router: ConnectRouter) => void;

// The public pages call several site services, and src/test/render-app.tsx wires only
// the AuthService, so the public-data tests register whichever services they need here.
// language is the page's (English unless given: lib/i18n/load.ts).
export function renderSite(path: string, services: Services, routes: RouteObject[] = appRoutes, language?: Language) {
  const transport = createRouterTransport(services);
  const router = createMemoryRouter(routes, { initialEntries: [path], ...(routes === appRoutes && { patchRoutesOnNavigation }) });
  const queryClient = createQueryClient({ onUnauthenticated: () => {} });
  primeSite(queryClient);
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} transport={transport} language={language}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}

// Renders a block that other pages place (newsletter, gallery section) on its own page.
export function renderBlock(element: ReactNode, services: Services) {
  return renderSite('/', services, [{ path: '/', element }, { path: '*', element: <p>elsewhere</p> }]);
}

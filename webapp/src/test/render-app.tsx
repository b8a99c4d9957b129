import type { ServiceImpl } from '@connectrpc/connect';
import { createRouterTransport } from '@connectrpc/connect';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/app-providers';
import { createQueryClient } from '../app/query-client';
import { primeSite } from './site-settings';
import { routes as appRoutes, patchRoutesOnNavigation } from '../app/routes';
import { handleSessionExpired } from '../app/session-expired';
import { AuthService } from '../gen/gusset/auth/v1/auth_pb';

type Options = {
  path: string;
  // Only the RPCs a test needs; the others answer Unimplemented.
  auth?: Partial<ServiceImpl<typeof AuthService>>;
  routes?: RouteObject[];
};

// Renders the real routes and providers against an in-memory Connect server.
export function renderApp({ path, auth = {}, routes = appRoutes }: Options) {
  const transport = createRouterTransport(
    (router) => {
      router.service(AuthService, auth);
    },
  );
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const queryClient = createQueryClient({ onUnauthenticated: () => handleSessionExpired(router) });
  primeSite(queryClient);
  const view = render(
    <AppProviders queryClient={queryClient} transport={transport}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

import type { ConnectRouter, ServiceImpl } from '@connectrpc/connect';
import { createRouterTransport } from '@connectrpc/connect';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/app-providers';
import { createQueryClient } from '../app/query-client';
import { primeSite } from './site-settings';
import { patchRoutesOnNavigation, routes } from '../app/routes';
import { handleSessionExpired } from '../app/session-expired';
import { AuthService } from '../gen/gusset/auth/v1/auth_pb';
import { alice } from '../test/staff';

type Options = {
  path: string;
  // Registers the staff services a test needs on the in-memory server; others answer
  // Unimplemented.
  services: (router: ConnectRouter) => void;
  // AuthService.Me, asked by the admin shell and the account page; by default alice with
  // no required step.
  me?: ServiceImpl<typeof AuthService>['me'];
};

// Renders the real routes, guard and shell as signed-in staff against an in-memory Connect
// server. src/test/render-app.tsx only serves AuthService, and staff screens need more.
export function renderStaffScreen({ path, services, me = () => ({ user: alice }) }: Options) {
  const transport = createRouterTransport(
    (router) => {
      router.service(AuthService, { me });
      services(router);
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

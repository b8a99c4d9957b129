import type { ServiceImpl } from '@connectrpc/connect';
import { createRouterTransport } from '@connectrpc/connect';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../app/query-client';
import { routes } from '../../../app/routes';
import { handleSessionExpired } from '../../../app/session-expired';
import { PortfolioService } from '../../../gen/gusset/admin/v1/portfolio_pb';
import { AuthService } from '../../../gen/gusset/auth/v1/auth_pb';
import { setSession } from '../../../lib/session';
import { bearer } from '../../../lib/bearer';
import { alice } from '../../../test/staff';

// renderPortfolioAdmin signs alice in and opens /admin/portfolio on the real routes and
// providers, against an in-memory PortfolioService (test/render-app.tsx serves only auth).
export function renderPortfolioAdmin(portfolio: Partial<ServiceImpl<typeof PortfolioService>>) {
  setSession('tok-1', alice);
  const transport = createRouterTransport(
    (router) => {
      router.service(AuthService, { me: () => ({ user: alice }) });
      router.service(PortfolioService, portfolio);
    },
    { transport: { interceptors: [bearer] } },
  );
  const router = createMemoryRouter(routes, { initialEntries: ['/admin/portfolio'] });
  const queryClient = createQueryClient({ onUnauthenticated: () => handleSessionExpired(router) });
  const view = render(
    <AppProviders queryClient={queryClient} transport={transport}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

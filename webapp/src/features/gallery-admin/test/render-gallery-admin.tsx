import type { ServiceImpl } from '@connectrpc/connect';
import { createRouterTransport } from '@connectrpc/connect';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../app/query-client';
import { routes } from '../../../app/routes';
import { handleSessionExpired } from '../../../app/session-expired';
import { GalleryService } from '../../../gen/gusset/admin/v1/gallery_pb';
import { AuthService } from '../../../gen/gusset/auth/v1/auth_pb';
import { setSession } from '../../../lib/session';
import { bearer } from '../../../lib/bearer';
import { alice } from '../../../test/staff';

// renderGalleryAdmin signs alice in and opens /admin/gallery on the real routes and
// providers, against an in-memory GalleryService (test/render-app.tsx serves only auth).
export function renderGalleryAdmin(gallery: Partial<ServiceImpl<typeof GalleryService>>) {
  setSession('tok-1', alice);
  const transport = createRouterTransport(
    (router) => {
      router.service(AuthService, { me: () => ({ user: alice }) });
      router.service(GalleryService, gallery);
    },
    { transport: { interceptors: [bearer] } },
  );
  const router = createMemoryRouter(routes, { initialEntries: ['/admin/gallery'] });
  const queryClient = createQueryClient({ onUnauthenticated: () => handleSessionExpired(router) });
  const view = render(
    <AppProviders queryClient={queryClient} transport={transport}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

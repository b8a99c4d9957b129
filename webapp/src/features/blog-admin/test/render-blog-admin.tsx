import type { ServiceImpl } from '@connectrpc/connect';
import { createRouterTransport } from '@connectrpc/connect';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../app/query-client';
import { routes } from '../../../app/routes';
import { handleSessionExpired } from '../../../app/session-expired';
import { BlogService as StaffBlogService } from '../../../gen/gusset/admin/v1/blog_pb';
import { AuthService } from '../../../gen/gusset/auth/v1/auth_pb';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { setSession } from '../../../lib/session';
import { bearer } from '../../../lib/bearer';
import { alice } from '../../../test/staff';

type Options = {
  // Public reads (listPosts); RPCs not given answer Unimplemented.
  site?: Partial<ServiceImpl<typeof BlogService>>;
  // Staff writes (createPost, updatePost, deletePost).
  staff?: Partial<ServiceImpl<typeof StaffBlogService>>;
};

// Renders /admin/blog through the real routes, guard and shell, as signed-in staff, against
// an in-memory Connect server. src/test/render-app.tsx serves only AuthService.
export function renderBlogAdmin({ site = {}, staff = {} }: Options = {}) {
  setSession('tok-1', alice);
  const transport = createRouterTransport(
    (router) => {
      router.service(AuthService, { me: () => ({ user: alice }) });
      router.service(BlogService, site);
      router.service(StaffBlogService, staff);
    },
    { transport: { interceptors: [bearer] } },
  );
  const router = createMemoryRouter(routes, { initialEntries: ['/admin/blog'] });
  const queryClient = createQueryClient({ onUnauthenticated: () => handleSessionExpired(router) });
  const view = render(
    <AppProviders queryClient={queryClient} transport={transport}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

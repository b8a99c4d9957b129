import type { ServiceImpl } from '@connectrpc/connect';
import { BlogService as StaffBlogService } from '../../../gen/gusset/admin/v1/blog_pb';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

type Options = {
  // Public reads (listPosts); RPCs not given answer Unimplemented.
  site?: Partial<ServiceImpl<typeof BlogService>>;
  // Staff writes (createPost, updatePost, deletePost).
  staff?: Partial<ServiceImpl<typeof StaffBlogService>>;
};

// Renders /admin/blog as signed-in staff against an in-memory Connect server.
export function renderBlogAdmin({ site = {}, staff = {} }: Options = {}) {
  return renderStaffScreen({
    path: '/admin/blog',
    services: (router) => {
      router.service(BlogService, site);
      // The staff list is the staff service's; tests give it as the public one's shape.
      router.service(StaffBlogService, {
        ...(site.listPosts && { listPosts: site.listPosts as unknown as ServiceImpl<typeof StaffBlogService>['listPosts'] }),
        ...staff,
      });
    },
  });
}

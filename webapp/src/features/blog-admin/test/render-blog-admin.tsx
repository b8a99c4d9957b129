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
      router.service(StaffBlogService, staff);
    },
  });
}

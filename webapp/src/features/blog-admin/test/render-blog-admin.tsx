import type { ServiceImpl } from '@connectrpc/connect';
import { BlogService } from '../../../gen/gusset/admin/v1/blog_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// Renders /admin/blog as signed-in staff against an in-memory Connect server. The screen
// reads and writes through the staff BlogService only: give the RPCs a test needs
// (listPosts, createPost, updatePost, deletePost); the others answer Unimplemented.
export function renderBlogAdmin(blog: Partial<ServiceImpl<typeof BlogService>> = {}) {
  return renderStaffScreen({ path: '/admin/blog', services: (router) => router.service(BlogService, blog) });
}

import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatePostRequest } from '../../../gen/gusset/admin/v1/blog_pb';
import { PostStatus } from '../../../gen/gusset/site/v1/blog_pb';
import { renderBlogAdmin } from './render-blog-admin';

// Posts, a pending answer and the add form, shared by the blog admin screen tests.

export const beams = {
  id: 'p-1',
  title: 'Beam connections',
  contentHtml: '<p><strong>Bolted</strong> or welded</p>',
  createTime: timestampFromDate(new Date('2026-11-20T12:00:00Z')),
};
export const stairs = {
  id: 'p-2',
  title: 'Egress stairs',
  contentHtml: '<p>Stairs</p>',
  createTime: timestampFromDate(new Date('2026-10-02T12:00:00Z')),
  status: PostStatus.DRAFT,
};

export const never = () => new Promise<never>(() => {});

export async function openAddForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '+ Add New Blog' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Blog' });
  const content = await within(dialog).findByRole('textbox', { name: 'Content' });
  return { user, dialog, content };
}

// renderCreating renders the blog admin with an empty list and answers CreatePost with
// beams; created() is the last request.
export function renderCreating() {
  let created: CreatePostRequest | undefined;
  renderBlogAdmin({
    listPosts: () => ({ posts: [] }),
    createPost: (req: CreatePostRequest) => {
      created = req;
      return { post: beams };
    },
  });
  return () => created;
}

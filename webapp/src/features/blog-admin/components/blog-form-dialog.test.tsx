import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreatePostRequest, UpdatePostRequest } from '../../../gen/gusset/admin/v1/blog_pb';
import { PostStatus } from '../../../gen/gusset/site/v1/blog_pb';
import { invalidArgument } from '../../../test/bad-request';
import { deferred } from '../../../test/deferred';
import { beams, stairs, openAddForm, renderCreating } from '../test/blog-admin-fixtures';
import { renderBlogAdmin } from '../test/render-blog-admin';

// The draft-js editor cannot be typed into under jsdom; see fake-rich-text-editor.tsx.
vi.mock('../../../components/rich-text-editor/rich-text-editor', () => import('../../../test/fake-rich-text-editor'));

describe('blog admin form', () => {
  it('asks for a title and some content before saving', async () => {
    const createPost = vi.fn();
    renderBlogAdmin({ listPosts: () => ({ posts: [] }), createPost });
    const { user, dialog, content } = await openAddForm();

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Content cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
    expect(content).toHaveAccessibleDescription('Content cannot be empty');

    // Markup with no visible text is still empty.
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Beams');
    await user.type(content, '<p> </p>');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).queryByText('Title is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Content cannot be empty')).toBeInTheDocument();
    expect(createPost).not.toHaveBeenCalled();
  });

  it('starts a new post as a draft', async () => {
    const created = renderCreating();
    const { user, dialog, content } = await openAddForm();
    expect(within(dialog).getByRole('radio', { name: 'Draft (not public)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Publish now' })).not.toBeChecked();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Beams');
    await user.type(content, 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(created()).toBeDefined());
    expect(created()?.post?.status).toBe(PostStatus.DRAFT);
  });

  it('creates a post, says so, closes the form and refreshes the list', async () => {
    let created: CreatePostRequest | undefined;
    let listed = 0;
    renderBlogAdmin({
      listPosts: () => {
        listed += 1;
        return { posts: created ? [beams] : [] };
      },
      createPost: (req: CreatePostRequest) => {
        created = req;
        return { post: beams };
      },
    });
    const { user, dialog, content } = await openAddForm();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '  Beam connections ');
    await user.type(content, '<p>Bolted</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Blog created successfully')).toBeInTheDocument();
    expect(created?.post).toMatchObject({ title: 'Beam connections', contentHtml: '<p>Bolted</p>', imageUploadId: '' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Blog' })).not.toBeInTheDocument());
    expect(await screen.findByText('Beam connections')).toBeInTheDocument();
    expect(listed).toBe(2);
  });

  it('schedules a post for a future time in the browser time zone, and refuses a past one', async () => {
    const created = renderCreating();
    const { user, dialog, content } = await openAddForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Later');
    await user.type(content, 'Text');
    await user.click(within(dialog).getByRole('radio', { name: 'Schedule' }));
    expect(within(dialog).getByText(/^Time zone: /)).toBeInTheDocument();
    const picker = within(dialog).getByLabelText('Publish at');

    fireEvent.change(picker, { target: { value: '2001-01-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose a publish time in the future')).toBeInTheDocument();
    expect(created()).toBeUndefined();

    fireEvent.change(picker, { target: { value: '2099-06-01T09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(created()).toBeDefined());
    expect(created()?.post?.status).toBe(PostStatus.SCHEDULED);
    expect(timestampDate(created()!.post!.publishTime!).getTime()).toBe(new Date('2099-06-01T09:30').getTime());
  });

  it('cannot be closed while a save is in flight', async () => {
    const answer = deferred<{ post: typeof beams }>();
    renderBlogAdmin({ listPosts: () => ({ posts: [] }), createPost: () => answer.promise });
    const { user, dialog, content } = await openAddForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Beams');
    await user.type(content, 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    // Escape asks a native <dialog> to close with a cancel event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Add New Blog' })).toBeInTheDocument();

    answer.resolve({ post: beams });
    expect(await screen.findByText('Blog created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Blog' })).not.toBeInTheDocument());
  });

  it('reports a failed save and keeps what was typed', async () => {
    renderBlogAdmin({
      listPosts: () => ({ posts: [] }),
      createPost: () => {
        throw new ConnectError('database is down', Code.Internal);
      },
    });
    const { user, dialog, content } = await openAddForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Beams');
    await user.type(content, 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Error submitting blog.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Beams');
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('shows the server verdict on a field beside the field', async () => {
    renderBlogAdmin({
      listPosts: () => ({ posts: [] }),
      createPost: () => {
        throw invalidArgument({ content_html: 'Content cannot be empty' });
      },
    });
    const { user, dialog, content } = await openAddForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Beams');
    // Only markup the server strips, e.g. a script.
    await user.type(content, 'x<script>');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Error submitting blog.')).toBeInTheDocument();
    expect(within(dialog).getByText('Content cannot be empty')).toBeInTheDocument();
    expect(content).toHaveAccessibleDescription('Content cannot be empty');
  });

  it('edits a post: the form opens with its title and content, and Update saves them', async () => {
    let updated: UpdatePostRequest | undefined;
    renderBlogAdmin({
      listPosts: () => ({ posts: [beams, stairs] }),
      updatePost: (req: UpdatePostRequest) => {
        updated = req;
        return { post: beams };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Beam connections' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Beam connections');
    expect(await within(dialog).findByRole('textbox', { name: 'Content' })).toHaveValue(beams.contentHtml);

    await user.clear(title);
    await user.type(title, 'Beam connections, revised');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Blog updated successfully')).toBeInTheDocument();
    expect(updated).toMatchObject({
      id: 'p-1',
      removeImage: false,
      post: { title: 'Beam connections, revised', contentHtml: beams.contentHtml, imageUploadId: '' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Blog' })).not.toBeInTheDocument());
  });

  it('sends the address and excerpt typed, and leaves the address empty to make one from the title', async () => {
    const created: CreatePostRequest[] = [];
    renderBlogAdmin({
      listPosts: () => ({ posts: [] }),
      createPost: (req: CreatePostRequest) => {
        created.push(req);
        return { post: beams };
      },
    });
    const { user, dialog, content } = await openAddForm();
    const slug = within(dialog).getByRole('textbox', { name: 'Address (slug)' });
    expect(slug).toHaveAccessibleDescription('/resources/wbt-blog/made-from-the-title');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    // The preview follows the title while the address is left to the server…
    await user.type(title, 'Beam Connections');
    expect(slug).toHaveAccessibleDescription('/resources/wbt-blog/beam-connections');
    await user.type(title, ' & Détails');
    expect(slug).toHaveAccessibleDescription('/resources/wbt-blog/beam-connections-and-details');
    // …until staff type one of their own; then a new title changes nothing.
    await user.type(slug, ' beam-connections-101 ');
    expect(slug).toHaveAccessibleDescription('/resources/wbt-blog/beam-connections-101');
    await user.clear(title);
    await user.type(title, 'Beam connections');
    expect(slug).toHaveAccessibleDescription('/resources/wbt-blog/beam-connections-101');
    await user.type(within(dialog).getByRole('textbox', { name: 'Excerpt' }), 'Bolted or welded, and why.');
    await user.type(content, '<p>Bolted</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Blog created successfully')).toBeInTheDocument();
    expect(created[0]?.post).toMatchObject({ title: 'Beam connections', slug: 'beam-connections-101', excerpt: 'Bolted or welded, and why.' });
  });

  it('refuses an address that breaks the rule before asking the server', async () => {
    const createPost = vi.fn();
    renderBlogAdmin({ listPosts: () => ({ posts: [] }), createPost });
    const { user, dialog, content } = await openAddForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Beams');
    const slug = within(dialog).getByRole('textbox', { name: 'Address (slug)' });
    await user.type(slug, 'Beam Connections');
    await user.type(content, 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const rule = 'Address may only have lower-case letters and digits, in words joined by single dashes';
    expect(await within(dialog).findByText(rule)).toBeInTheDocument();
    expect(slug).toHaveFocus();
    expect(createPost).not.toHaveBeenCalled();
  });

  it('shows beside the address that another post already uses it', async () => {
    renderBlogAdmin({
      listPosts: () => ({ posts: [] }),
      createPost: () => {
        throw invalidArgument({ slug: 'This address is already used by another post' }, Code.AlreadyExists);
      },
    });
    const { user, dialog, content } = await openAddForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Beams');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address (slug)' }), 'beams');
    await user.type(content, 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Error submitting blog.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Address (slug)' })).toHaveAccessibleDescription(
      '/resources/wbt-blog/beams This address is already used by another post',
    );
  });

  it('edits a post with its address and excerpt filled in', async () => {
    let updated: UpdatePostRequest | undefined;
    renderBlogAdmin({
      listPosts: () => ({ posts: [{ ...beams, slug: 'beam-connections', excerpt: 'Bolted or welded.' }] }),
      updatePost: (req: UpdatePostRequest) => {
        updated = req;
        return { post: beams };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Beam connections' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    await within(dialog).findByRole('textbox', { name: 'Content' });
    const slug = within(dialog).getByRole('textbox', { name: 'Address (slug)' });
    const excerpt = within(dialog).getByRole('textbox', { name: 'Excerpt' });
    expect(slug).toHaveValue('beam-connections');
    expect(excerpt).toHaveValue('Bolted or welded.');

    await user.clear(slug);
    await user.type(slug, 'beam-connections-explained');
    await user.clear(excerpt);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Blog updated successfully')).toBeInTheDocument();
    expect(updated?.post).toMatchObject({ slug: 'beam-connections-explained', excerpt: '' });
  });
});

import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListPostsRequest } from '../../../gen/gusset/admin/v1/blog_pb';
import { beams, stairs, never } from '../test/blog-admin-fixtures';
import { renderBlogAdmin } from '../test/render-blog-admin';

// The draft-js editor cannot be typed into under jsdom; see fake-rich-text-editor.tsx.
vi.mock('../../../components/rich-text-editor/rich-text-editor', () => import('../../../test/fake-rich-text-editor'));

describe('blog admin', () => {
  it('says it is loading the blogs', async () => {
    renderBlogAdmin({ listPosts: never });
    expect(await screen.findByText('Loading blogs...')).toBeInTheDocument();
  });

  it('says when there are no blogs', async () => {
    renderBlogAdmin({ listPosts: () => ({ posts: [] }) });
    expect(await screen.findByText('No blogs found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the blogs cannot be fetched', async () => {
    renderBlogAdmin({
      listPosts: () => {
        throw new ConnectError('database is down', Code.Internal);
      },
    });
    expect(await screen.findByText('Failed to fetch blogs.')).toBeInTheDocument();
    expect(screen.queryByText('No blogs found.')).not.toBeInTheDocument();
  });

  it('lists the posts with title, creation date and actions', async () => {
    renderBlogAdmin({ listPosts: () => ({ posts: [beams, stairs] }) });

    const table = await screen.findByRole('table', { name: 'Blog posts' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Created', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((td) => td.textContent))).toEqual([
      ['Beam connections', 'Nov 20, 2026', 'Published'],
      ['Egress stairs', 'Oct 2, 2026', 'Draft'],
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'Preview Egress stairs' })).toHaveAttribute('href', '/admin/blog/p-2/preview');
    expect(within(rows[0]).getByRole('button', { name: 'Edit Beam connections' })).toHaveTextContent('Edit');
    expect(within(rows[0]).getByRole('button', { name: 'Delete Beam connections' })).toHaveTextContent('Delete');
  });

  it('pages through the posts with the server page token', async () => {
    const asked: string[] = [];
    renderBlogAdmin({
      listPosts: (req: ListPostsRequest) => {
        asked.push(req.pageToken);
        return req.pageToken === '' ? { posts: [beams], nextPageToken: 'after-beams' } : { posts: [stairs] };
      },
    });
    const user = userEvent.setup();
    await screen.findByText('Beam connections');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Egress stairs')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Beam connections')).toBeInTheDocument();
    // Page 2 was asked for with page 1's token; page 1 may be asked for again when shown.
    expect(asked.slice(0, 2)).toEqual(['', 'after-beams']);
  });

  it('searches every post on the server, back from page 1, and says when none match', async () => {
    const asked: { query: string; pageToken: string }[] = [];
    renderBlogAdmin({
      listPosts: (req: ListPostsRequest) => {
        asked.push({ query: req.query, pageToken: req.pageToken });
        if (req.query === 'stairs') return { posts: [stairs] };
        if (req.query) return { posts: [] };
        return req.pageToken === '' ? { posts: [beams], nextPageToken: 'after-beams' } : { posts: [stairs] };
      },
    });
    const user = userEvent.setup();
    await screen.findByText('Beam connections');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search posts' });
    expect(search).toHaveAccessibleDescription('Title, address or excerpt');
    await user.type(search, ' stairs ');
    expect(await screen.findByText('Egress stairs')).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)).toEqual({ query: 'stairs', pageToken: '' }));
    expect(screen.queryByText('Page 2')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'girts');
    expect(await screen.findByText('No blogs match “girts”.')).toBeInTheDocument();
  });


  it('cancels the form without saving', async () => {
    const updatePost = vi.fn();
    renderBlogAdmin({ listPosts: () => ({ posts: [beams] }), updatePost });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Beam connections' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Blog' })).not.toBeInTheDocument());
    expect(updatePost).not.toHaveBeenCalled();
  });

  it('deletes a post only once confirmed, and says so', async () => {
    const deleted: string[] = [];
    let posts = [beams, stairs];
    renderBlogAdmin({
      listPosts: () => ({ posts }),
      deletePost: (req) => {
        deleted.push(req.id);
        posts = posts.filter((p) => p.id !== req.id);
        return {};
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Beam connections' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Move this blog post to the trash?');
    expect(confirm).toHaveTextContent('You can restore it for 30 days.');
    expect(confirm).not.toHaveTextContent('cannot be undone');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Beam connections' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Blog deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['p-1']);
    await waitFor(() => expect(screen.queryByText('Beam connections')).not.toBeInTheDocument());
    expect(screen.getByText('Egress stairs')).toBeInTheDocument();
  });

  it('says when a delete fails', async () => {
    renderBlogAdmin({
      listPosts: () => ({ posts: [beams] }),
      deletePost: () => {
        throw new ConnectError('database is down', Code.Internal);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Beam connections' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Failed to delete blog.')).toBeInTheDocument();
    expect(screen.getByText('Beam connections')).toBeInTheDocument();
  });
});

import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogService, PostSchema } from '../../../gen/gusset/site/v1/blog_pb';
import { renderSite } from '../../../test/render-site';

const post = create(PostSchema, {
  id: 'p-1',
  title: 'Connection design basics',
  contentHtml: '<p>Shear tabs and <a href="https://example.com">clip angles</a>.</p><img src="/files/blog/x.png">',
  // As the server previews it (internal/richtext.Preview).
  previewHtml: '<p>Shear tabs and clip angles.</p>',
  likes: 3n,
  createTime: timestampFromDate(new Date('2025-03-14T12:00:00Z')),
});

const likedKey = 'gusset.likedBlogs';

describe('blog list', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('says it is loading', async () => {
    renderSite('/resources/wbt-blog', ({ service }) => service(BlogService, { listPosts: () => new Promise(() => {}) }));
    expect(await screen.findByText('Loading blogs...')).toBeInTheDocument();
  });

  it('says when there are no posts', async () => {
    renderSite('/resources/wbt-blog', ({ service }) => service(BlogService, { listPosts: () => ({ posts: [] }) }));
    expect(await screen.findByText('No blogs found.')).toBeInTheDocument();
  });

  it('says when the posts cannot be loaded', async () => {
    renderSite('/resources/wbt-blog', ({ service }) =>
      service(BlogService, {
        listPosts: () => {
          throw new ConnectError('down', Code.Internal);
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blogs. Please try again later.');
  });

  it('shows each post as a card linking to the post, with a preview, the date and the likes', async () => {
    renderSite('/resources/wbt-blog', ({ service }) => service(BlogService, { listPosts: () => ({ posts: [post] }) }));

    const link = await screen.findByRole('link', { name: 'Connection design basics' });
    expect(link).toHaveAttribute('href', '/resources/wbt-blog/p-1');
    const card = link.closest('article')!;
    // The card shows the server's preview: one link (the title), no pictures.
    expect(within(card).getByText(/Shear tabs and/)).toBeInTheDocument();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('Mar 14, 2025')).toHaveAttribute('datetime', '2025-03-14T12:00:00.000Z');
    expect(within(card).getByRole('button', { name: 'Like: 3 likes' })).toBeEnabled();
  });

  it('shows the current like counts, read once the list is shown (the cached page\'s may be old)', async () => {
    // A plain fetch of the Connect JSON endpoint (use-like-counts.ts): int64 as a string.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) =>
        url.endsWith('/GetLikeCounts')
          ? Response.json({ likes: Object.fromEntries((JSON.parse(String(init.body)) as { postIds: string[] }).postIds.map((id) => [id, '7'])) })
          : Response.json({}, { status: 404 }),
      ),
    );
    renderSite('/resources/wbt-blog', ({ service }) => service(BlogService, { listPosts: () => ({ posts: [post] }) }));

    expect(await screen.findByRole('button', { name: 'Like: 7 likes' })).toBeEnabled();
  });

  it('links a card to the post\'s slug, shows its excerpt, and falls back to the id without a slug', async () => {
    const withSlug = create(PostSchema, { ...post, id: 'p-2', title: 'Anchor bolts', slug: 'anchor-bolt-plans', excerpt: 'Plans that set bolts right.' });
    renderSite('/resources/wbt-blog', ({ service }) => service(BlogService, { listPosts: () => ({ posts: [withSlug, post] }) }));

    const link = await screen.findByRole('link', { name: 'Anchor bolts' });
    expect(link).toHaveAttribute('href', '/resources/wbt-blog/anchor-bolt-plans');
    const card = link.closest('article')!;
    expect(within(card).getByText('Plans that set bolts right.')).toBeInTheDocument();
    expect(within(card).queryByText(/Shear tabs and/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Connection design basics' })).toHaveAttribute('href', '/resources/wbt-blog/p-1');
  });

  it('likes a post once: the server count replaces the old one and the button stays disabled', async () => {
    let likes = 0;
    const { user } = renderSite('/resources/wbt-blog', ({ service }) =>
      service(BlogService, {
        listPosts: () => ({ posts: [post] }),
        likePost: (req) => {
          expect(req.id).toBe('p-1');
          likes++;
          // Someone else liked it meanwhile: the server's number wins.
          return { likes: 5n };
        },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Like: 3 likes' }));

    const liked = await screen.findByRole('button', { name: 'Liked: 5 likes' });
    expect(liked).toBeDisabled();
    expect(likes).toBe(1);
    expect(JSON.parse(localStorage.getItem(likedKey)!)).toEqual(['p-1']);
  });

  it('disables the like button while the like is on its way', async () => {
    let answer: (value: { likes: bigint }) => void = () => {};
    const { user } = renderSite('/resources/wbt-blog', ({ service }) =>
      service(BlogService, {
        listPosts: () => ({ posts: [post] }),
        likePost: () => new Promise((resolve) => (answer = resolve)),
      }),
    );

    const button = await screen.findByRole('button', { name: 'Like: 3 likes' });
    await user.click(button);

    expect(button).toBeDisabled();
    answer({ likes: 4n });
    expect(await screen.findByRole('button', { name: 'Liked: 4 likes' })).toBeDisabled();
  });

  it('keeps a post liked in an earlier visit disabled', async () => {
    localStorage.setItem(likedKey, JSON.stringify(['p-1']));
    renderSite('/resources/wbt-blog', ({ service }) => service(BlogService, { listPosts: () => ({ posts: [post] }) }));

    expect(await screen.findByRole('button', { name: 'Liked: 3 likes' })).toBeDisabled();
  });

  it('says when a like fails and lets the visitor try again', async () => {
    const { user } = renderSite('/resources/wbt-blog', ({ service }) =>
      service(BlogService, {
        listPosts: () => ({ posts: [post] }),
        likePost: () => {
          throw new ConnectError('down', Code.Internal);
        },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Like: 3 likes' }));

    expect(await screen.findByText('Failed to like the blog. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like: 3 likes' })).toBeEnabled());
    expect(localStorage.getItem(likedKey)).toBeNull();
  });
});

import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogService, PostSchema } from '../../../gen/gusset/site/v1/blog_pb';
import { FileSchema } from '../../../gen/gusset/site/v1/file_pb';
import { renderSite } from '../../../test/render-site';

const post = create(PostSchema, {
  id: 'p-1',
  title: 'Reading erection drawings',
  contentHtml: '<h2>Why it matters</h2><p>Every <strong>piece mark</strong> tells the erector where it goes.</p>',
  likes: 7n,
  image: create(FileSchema, { path: '/files/blog/cover.jpg', contentType: 'image/jpeg', width: 1600, height: 900 }),
  createTime: timestampFromDate(new Date('2025-01-02T10:00:00Z')),
});

describe('blog post', () => {
  afterEach(() => localStorage.clear());

  it('loads the post named by the slug in the address, and its like counts on the page', async () => {
    let asked = '';
    const { user } = renderSite('/resources/wbt-blog/reading-erection-drawings', ({ service }) =>
      service(BlogService, {
        getPost: (req) => {
          asked = req.id;
          return { post: { ...post, slug: 'reading-erection-drawings' } };
        },
        likePost: (req) => {
          expect(req.id).toBe('p-1');
          return { likes: 8n };
        },
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Reading erection drawings' })).toBeInTheDocument();
    expect(asked).toBe('reading-erection-drawings');
    await user.click(screen.getByRole('button', { name: 'Like: 7 likes' }));
    expect(await screen.findByRole('button', { name: 'Liked: 8 likes' })).toBeDisabled();
  });

  it('shows the image, title, date, likes and content', async () => {
    let asked = '';
    renderSite('/resources/wbt-blog/p-1', ({ service }) =>
      service(BlogService, {
        getPost: (req) => {
          asked = req.id;
          return { post };
        },
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Reading erection drawings' })).toBeInTheDocument();
    expect(asked).toBe('p-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeInTheDocument();
    expect(screen.getByText('piece mark').tagName).toBe('STRONG');
    expect(screen.getByText('Jan 2, 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like: 7 likes' })).toBeInTheDocument();
    const image = document.querySelector('.blog-post__image');
    expect(image).toHaveAttribute('src', '/files/blog/cover.jpg');
    expect(image).toHaveAttribute('width', '1600');
    await waitFor(() => expect(document.title).toMatch(/^Reading erection drawings \|/));
  });

  it('says Blog not found for an unknown id', async () => {
    renderSite('/resources/wbt-blog/nope', ({ service }) =>
      service(BlogService, {
        getPost: () => {
          throw new ConnectError('post not found', Code.NotFound);
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Blog not found');
  });

  it('says Failed to load blog on other errors', async () => {
    renderSite('/resources/wbt-blog/p-1', ({ service }) =>
      service(BlogService, {
        getPost: () => {
          throw new ConnectError('down', Code.Internal);
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog');
  });

  it('goes back to the list with the back button when opened directly', async () => {
    const { router, user } = renderSite('/resources/wbt-blog/p-1', ({ service }) =>
      service(BlogService, { getPost: () => ({ post }), listPosts: () => ({ posts: [post] }) }),
    );

    await user.click(await screen.findByRole('button', { name: '← Back to blog' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/resources/wbt-blog'));
  });
});

import { Code } from '@connectrpc/connect';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import { DataSlot } from '../../../components/site/data-slot';
import { connectCode } from '../../../lib/connect-code';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePost } from '../api/use-post';
import { LikeButton } from './like-button';
import { PublishedDate } from './published-date';
import './blog.css';

export { prefetchPost as prefetch } from '../api/use-post';

const listPath = '/resources/wbt-blog';

// The article column is at most 48rem wide (blog.css); internal/seo/markup.go repeats it.
export const postImageSizes = '(min-width: 50rem) 48rem, 100vw';

export function BlogPostPage() {
  // The post's slug (its canonical address) or its id: the server takes either.
  const { id = '' } = useParams();
  const post = usePost(id);
  usePageTitle(post.data?.title || 'Blog');

  return (
    <main id="main" className="page blog-post">
      <BackButton />
      {post.isPending && (
        <DataSlot name="post">
          <p className="blog-state" role="status">
            Loading blog...
          </p>
        </DataSlot>
      )}
      {post.isError && (
        <p className="blog-state" role="alert">
          {connectCode(post.error) === Code.NotFound ? 'Blog not found' : 'Failed to load blog'}
        </p>
      )}
      {post.data && (
        <article>
          {/* The editor places the post's image in the content; show it above only when
              the content does not already. */}
          {post.data.image && !post.data.contentHtml.includes(post.data.image.path) && (
            <ResponsiveImage className="blog-post__image" file={post.data.image} alt="" sizes={postImageSizes} priority />
          )}
          <h1 className="blog-post__title">{post.data.title || 'Untitled post'}</h1>
          <div className="blog-post__meta">
            <PublishedDate time={post.data.createTime} />
            <LikeButton post={post.data} />
          </div>
          {/* The server sanitized this HTML when the post was saved (bluemonday allowlist:
              no scripts, event handlers, javascript: URLs or iframes), so it is safe to render. */}
          <div className="blog-post__content" dangerouslySetInnerHTML={{ __html: post.data.contentHtml }} />
        </article>
      )}
    </main>
  );
}

// Back to where the visitor came from when that was inside the site, else to the list
// (e.g. after opening a shared link).
function BackButton() {
  const navigate = useNavigate();
  // The first page of a visit has the key 'default': there is nothing of ours to go back to.
  const cameFromSite = useLocation().key !== 'default';
  return (
    <button
      type="button"
      className="button blog-post__back"
      onClick={() => void (cameFromSite ? navigate(-1) : navigate(listPath))}
    >
      ← Back to blog
    </button>
  );
}

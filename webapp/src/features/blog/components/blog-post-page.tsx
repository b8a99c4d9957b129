import { Code } from '@connectrpc/connect';
import { useLocation, useNavigate, useParams } from 'react-router';
import { connectCode } from '../../../lib/connect-code';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLikeCounts } from '../api/use-like-counts';
import { usePost } from '../api/use-post';
import { LikeButton } from './like-button';
import { PostArticle } from './post-article';
import './blog.css';

export { prefetchPost as prefetch } from '../api/use-post';

const listPath = '/resources/wbt-blog';

export function BlogPostPage() {
  // The post's slug (its canonical address) or its id: the server takes either.
  const { id = '' } = useParams();
  const post = usePost(id);
  const likes = useLikeCounts(post.data ? [post.data.id] : []);
  usePageTitle(post.data?.title || 'Blog');

  return (
    <main id="main" className="page blog-post">
      <BackButton />
      {post.isPending && (
        <p className="blog-state" role="status">
          Loading blog...
        </p>
      )}
      {post.isError && (
        <p className="blog-state" role="alert">
          {connectCode(post.error) === Code.NotFound ? 'Blog not found' : 'Failed to load blog'}
        </p>
      )}
      {post.data && <PostArticle post={post.data} actions={<LikeButton post={post.data} likes={likes?.get(post.data.id)} />} />}
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

import { Code } from '@connectrpc/connect';
import { Link, useParams } from 'react-router';
import { connectCode } from '../../../lib/connect-code';
import { postStatusText } from '../../../lib/post-status';
import { usePostPreview } from '../api/use-post-preview';
import { PostArticle } from './post-article';
import './blog.css';

// Staff see a post as its public page will show it, before it is public.
export function BlogPostPreviewPage() {
  const { id = '' } = useParams();
  const post = usePostPreview(id);
  return (
    <section className="blog-preview">
      <p className="blog-preview__note" role="note">
        <strong>Preview</strong>
        {post.data && ` · ${postStatusText(post.data.status, post.data.publishTime)}`} ·{' '}
        <Link to="/admin/blog">Back to the blog list</Link>
      </p>
      {post.isPending && (
        <p className="muted" role="status">
          Loading blog...
        </p>
      )}
      {post.isError && (
        <p className="form-error" role="alert">
          {connectCode(post.error) === Code.NotFound ? 'Blog not found' : 'Failed to load blog'}
        </p>
      )}
      <div className="page blog-post">{post.data && <PostArticle post={post.data} />}</div>
    </section>
  );
}

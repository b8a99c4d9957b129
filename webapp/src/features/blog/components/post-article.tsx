import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import type { Post } from '../../../gen/gusset/site/v1/blog_pb';
import { PublishedDate } from './published-date';

// The article column is at most 48rem wide (blog.css).
const postImageSizes = '(min-width: 50rem) 48rem, 100vw';

// A post as the public page shows it; the staff preview shows the same.
export function PostArticle({ post, actions }: { post: Post; actions?: ReactNode }) {
  return (
    <article>
      {/* The editor places the post's image in the content; show it above only when
          the content does not already. */}
      {post.image && !post.contentHtml.includes(post.image.path) && (
        <ResponsiveImage className="blog-post__image" file={post.image} alt="" sizes={postImageSizes} priority />
      )}
      <h1 className="blog-post__title">{post.title || 'Untitled post'}</h1>
      <div className="blog-post__meta">
        <PublishedDate time={post.createTime} />
        {actions}
      </div>
      {/* The server sanitized this HTML when the post was saved (bluemonday allowlist:
          no scripts, event handlers, javascript: URLs or iframes), so it is safe to render. */}
      <div className="blog-post__content" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
    </article>
  );
}

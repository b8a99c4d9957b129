import { useMemo, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Post } from '../../../gen/gusset/site/v1/blog_pb';
import { postPath } from '../../../lib/post-path';
import { LikeButton } from './like-button';
import { previewHtml } from './preview-html';
import { PublishedDate } from './published-date';

export function BlogCard({ post, index }: { post: Post; index: number }) {
  const preview = useMemo(() => previewHtml(post.contentHtml), [post.contentHtml]);
  return (
    <article className="blog-card" style={{ '--stagger': index % 12 } as CSSProperties}>
      <h2 className="blog-card__title">
        {/* Stretched over the card by CSS, so the whole card opens the post. */}
        <Link to={postPath(post)} className="blog-card__link">
          {post.title || 'Untitled post'}
        </Link>
      </h2>
      {post.excerpt ? (
        <p className="blog-card__preview">{post.excerpt}</p>
      ) : (
        // The server sanitized this HTML when the post was saved (bluemonday allowlist).
        <div className="blog-card__preview" dangerouslySetInnerHTML={{ __html: preview }} />
      )}
      <footer className="blog-card__footer">
        <PublishedDate time={post.createTime} className="blog-card__date" />
        <LikeButton post={post} />
      </footer>
    </article>
  );
}

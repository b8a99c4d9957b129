import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Post } from '../../../gen/gusset/site/v1/blog_pb';
import { postPath } from '../../../lib/post-path';
import { LikeButton } from './like-button';
import { PublishedDate } from './published-date';

export function BlogCard({ post, index, likes }: { post: Post; index: number; likes?: bigint }) {
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
        // The server's preview of the post's HTML, which it sanitized when the post was saved
        // (bluemonday allowlist): without pictures, its links turned to text.
        <div className="blog-card__preview" dangerouslySetInnerHTML={{ __html: post.previewHtml }} />
      )}
      <footer className="blog-card__footer">
        <PublishedDate time={post.createTime} className="blog-card__date" />
        <LikeButton post={post} likes={likes} />
      </footer>
    </article>
  );
}

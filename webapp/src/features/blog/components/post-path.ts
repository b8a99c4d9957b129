import type { Post } from '../../../gen/gusset/site/v1/blog_pb';

// postPath is a post's address: its slug's, the canonical one (its id's for a post that
// has no slug, e.g. from an older server); /resources/wbt-blog/{id} answers too.
export function postPath(post: Pick<Post, 'id' | 'slug'>): string {
  return `/resources/wbt-blog/${encodeURIComponent(post.slug || post.id)}`;
}

// postPath is a blog post's address: its slug's, the canonical one (its id's for a post
// that has no slug, e.g. from an older server); /resources/wbt-blog/{id} answers too. It
// takes any message with an id and a slug: the public Post, the dashboard's liked posts.
export function postPath(post: { id: string; slug: string }): string {
  return `/resources/wbt-blog/${encodeURIComponent(post.slug || post.id)}`;
}

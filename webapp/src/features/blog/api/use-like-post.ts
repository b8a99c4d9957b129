import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { BlogService, type ListPostsResponse, type Post } from '../../../gen/gusset/site/v1/blog_pb';
import { useClient } from '../../../lib/use-client';
import { rememberLiked } from './liked-posts';
import { likeCountsQueryKey } from './use-like-counts';
import { postQueriesKey } from './use-post';
import { postsQueryKey } from './use-posts';

// useLikePost adds one like. The server answers the new count (others may have liked in
// the meantime), which replaces the count everywhere the post is cached.
export function useLikePost() {
  const client = useClient(BlogService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.likePost({ id }),
    onSuccess: ({ likes }, id) => {
      // Here rather than in the button: the like counts even if the visitor has left the page.
      rememberLiked(id);
      const withLikes = (post: Post): Post => (post.id === id ? { ...post, likes } : post);
      queryClient.setQueryData<InfiniteData<ListPostsResponse, string>>(postsQueryKey, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map(withLikes) })) },
      );
      // A post may be cached under its slug as well as its id.
      queryClient.setQueriesData<Post>({ queryKey: postQueriesKey }, (post) => post && withLikes(post));
      queryClient.setQueriesData<ReadonlyMap<string, bigint>>({ queryKey: likeCountsQueryKey }, (counts) =>
        counts?.has(id) ? new Map(counts).set(id, likes) : counts,
      );
    },
  });
}

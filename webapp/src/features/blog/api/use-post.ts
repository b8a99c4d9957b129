import { useQuery } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { useClient } from '../../../lib/use-client';

const postsKey = ['blog', 'post'] as const;

// postQueryKey is the query of one post as the address named it: by slug or by id.
export function postQueryKey(idOrSlug: string) {
  return [...postsKey, idOrSlug] as const;
}

// postQueriesKey matches every cached single post, however it was named.
export const postQueriesKey = postsKey;

// usePost loads a post by its id or its slug (GetPost takes either in id).
export function usePost(id: string) {
  const client = useClient(BlogService);
  return useQuery({
    queryKey: postQueryKey(id),
    queryFn: async ({ signal }) => {
      const { post } = await client.getPost({ id }, { signal });
      if (!post) throw new Error('the server answered without a post');
      return post;
    },
  });
}

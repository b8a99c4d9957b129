import type { Client } from '@connectrpc/connect';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { publicStaleTime, type Prefetch } from '../../../lib/prefetch';
import { clientOf, useClient } from '../../../lib/use-client';

const postsKey = ['blog', 'post'] as const;

// postQueryKey is the query of one post as the address named it: by slug or by id.
export function postQueryKey(idOrSlug: string) {
  return [...postsKey, idOrSlug] as const;
}

// postQueriesKey matches every cached single post, however it was named.
export const postQueriesKey = postsKey;

// postQuery loads a post by its id or its slug (GetPost takes either in id).
function postQuery(client: Client<typeof BlogService>, id: string) {
  return queryOptions({
    queryKey: postQueryKey(id),
    queryFn: async ({ signal }) => {
      const { post } = await client.getPost({ id }, { signal });
      if (!post) throw new Error('the server answered without a post');
      return post;
    },
    staleTime: publicStaleTime,
  });
}

export function usePost(id: string) {
  return useQuery(postQuery(useClient(BlogService), id));
}

export const prefetchPost: Prefetch = ({ queryClient, transport, params }) =>
  queryClient.prefetchQuery(postQuery(clientOf(BlogService, transport), params.id ?? ''));

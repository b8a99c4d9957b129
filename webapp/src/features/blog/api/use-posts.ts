import type { Client } from '@connectrpc/connect';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { publicStaleTime, type Prefetch } from '../../../lib/prefetch';
import { clientOf, useClient } from '../../../lib/use-client';

export const postsQueryKey = ['blog', 'posts'] as const;

// A dozen posts fill whole rows of one, two and three columns.
const pageSize = 12;

function postsQuery(client: Client<typeof BlogService>) {
  return infiniteQueryOptions({
    queryKey: postsQueryKey,
    queryFn: ({ pageParam, signal }) => client.listPosts({ pageSize, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    staleTime: publicStaleTime,
  });
}

export function usePosts() {
  return useInfiniteQuery({
    ...postsQuery(useClient(BlogService)),
    select: (data) => data.pages.flatMap((page) => page.posts),
  });
}

export const prefetchPosts: Prefetch = ({ queryClient, transport }) =>
  queryClient.prefetchInfiniteQuery(postsQuery(clientOf(BlogService, transport)));

import { useInfiniteQuery } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { useClient } from '../../../lib/use-client';

export const postsQueryKey = ['blog', 'posts'] as const;

// A dozen posts fill whole rows of one, two and three columns.
const pageSize = 12;

export function usePosts() {
  const client = useClient(BlogService);
  return useInfiniteQuery({
    queryKey: postsQueryKey,
    queryFn: ({ pageParam, signal }) => client.listPosts({ pageSize, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    select: (data) => data.pages.flatMap((page) => page.posts),
  });
}

import { useQuery } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { useClient } from '../../../lib/use-client';
import { useHydrated } from '../../../lib/use-hydrated';

export const likeCountsQueryKey = ['blog', 'like-counts'] as const;

const maxIds = 100;

// useLikeCounts reads the current like counts of the posts shown, once the page is the
// app's: the page's HTML is cached whole and a like does not drop it (internal/pubcache),
// so its counts may be a minute old. The read is cheap and never cached by the server; it
// is not made while the server draws the page, nor while the browser hydrates it (the
// counts would differ from the HTML's).
export function useLikeCounts(allIds: readonly string[]): ReadonlyMap<string, bigint> | undefined {
  const client = useClient(BlogService);
  // The server answers up to 100 at once: the first 100 shown (eight pages of the list).
  const ids = allIds.slice(0, maxIds);
  const hydrated = useHydrated();
  const { data } = useQuery({
    queryKey: [...likeCountsQueryKey, ...ids],
    queryFn: ({ signal }) => client.getLikeCounts({ postIds: [...ids] }, { signal }),
    enabled: hydrated && ids.length > 0,
    select: (res) => new Map(Object.entries(res.likes)),
  });
  return data;
}

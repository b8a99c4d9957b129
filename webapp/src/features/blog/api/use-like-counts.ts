import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../../lib/use-hydrated';

export const likeCountsQueryKey = ['blog', 'like-counts'] as const;

// The server answers up to 100 at once: the first 100 shown (eight pages of the list).
const maxIds = 100;

const procedure = '/gusset.site.v1.BlogService/GetLikeCounts';

// fetchLikeCounts is BlogService.GetLikeCounts by a plain fetch of its Connect JSON endpoint,
// not a Connect client: a page that arrived with its data has no need of the Connect
// transport (~4 KB gzipped) otherwise, and this read comes with every blog page. proto3
// JSON writes the int64 counts as strings.
export async function fetchLikeCounts(ids: readonly string[], signal?: AbortSignal): Promise<ReadonlyMap<string, bigint>> {
  const res = await fetch(procedure, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Connect-Protocol-Version': '1' },
    body: JSON.stringify({ postIds: ids }),
    signal,
  });
  if (!res.ok) throw new Error(`${procedure} answered ${res.status}`);
  const body = (await res.json()) as { likes?: Record<string, string> };
  return new Map(Object.entries(body.likes ?? {}).map(([id, n]) => [id, BigInt(n)]));
}

// useLikeCounts reads the current like counts of the posts shown, once the page is the
// app's: the page's HTML is cached whole and a like does not drop it (internal/pubcache),
// so its counts may be a minute old. The read is cheap and never cached by the server; it
// is not made while the server draws the page, nor while the browser hydrates it (the
// counts would differ from the HTML's).
export function useLikeCounts(allIds: readonly string[]): ReadonlyMap<string, bigint> | undefined {
  const hydrated = useHydrated();
  const ids = allIds.slice(0, maxIds);
  const { data } = useQuery({
    queryKey: [...likeCountsQueryKey, ...ids],
    queryFn: ({ signal }) => fetchLikeCounts(ids, signal),
    enabled: hydrated && ids.length > 0,
  });
  return data;
}

import { useQuery } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { useClient } from '../../../lib/use-client';
import { newsletterPostKeys } from './query-keys';

// The most posts one call returns: the newest hundred are plenty to pick a newsletter from.
const postsToOffer = 100;

// Published posts, newest first, to send as a newsletter. Staff read posts through the
// public service (as the blog back office does): every post it lists is published.
// Fetched only once the form asks for a post.
export function usePublishedPosts(enabled: boolean) {
  const client = useClient(BlogService);
  return useQuery({
    queryKey: newsletterPostKeys.list,
    queryFn: ({ signal }) => client.listPosts({ pageSize: postsToOffer, pageToken: '' }, { signal }),
    select: (data) => data.posts,
    enabled,
  });
}

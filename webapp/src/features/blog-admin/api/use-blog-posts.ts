import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BlogService } from '../../../gen/gusset/admin/v1/blog_pb';
import { useClient } from '../../../lib/use-client';
import { blogAdminKey } from './blog-admin-keys';

export const blogPageSize = 20;

// Every post, drafts and scheduled ones included, through the staff service; query, when
// not empty, keeps those whose title, address or excerpt contains it.
export function useBlogPosts(pageToken: string, query = '') {
  const client = useClient(BlogService);
  return useQuery({
    queryKey: [...blogAdminKey, 'list', query, pageToken],
    queryFn: ({ signal }) => client.listPosts({ pageSize: blogPageSize, pageToken, query }, { signal }),
    // Keeps the table on screen while the next page loads instead of flashing "loading".
    placeholderData: keepPreviousData,
  });
}

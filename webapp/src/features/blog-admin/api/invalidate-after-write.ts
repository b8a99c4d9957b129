import type { QueryClient } from '@tanstack/react-query';
import { blogAdminKey } from './blog-admin-keys';

// A post written here changes more than this list: the public blog pages and the
// dashboard's "Blogs Posted" count are cached under other features' keys. Everything is
// marked stale (refetched when next shown); only this screen's list is refetched now.
export async function invalidateAfterWrite(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: blogAdminKey });
}

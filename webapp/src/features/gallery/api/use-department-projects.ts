import type { Client, Transport } from '@connectrpc/connect';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { GalleryService, type Department } from '../../../gen/gusset/site/v1/gallery_pb';
import { publicStaleTime } from '../../../lib/prefetch';
import { clientOf, useClient } from '../../../lib/use-client';

// The server caps a page at 100; 48 fills whole rows of 2, 3 and 4 columns.
export const galleryPageSize = 48;

// departmentProjectsQuery pages through one department's projects, newest first; each
// further page is fetched on demand (fetchNextPage), following next_page_token.
function departmentProjectsQuery(client: Client<typeof GalleryService>, department: Department | undefined, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: ['gallery', 'projects', department, pageSize],
    queryFn: ({ pageParam, signal }) => client.listProjects({ department, pageSize, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    enabled: department !== undefined,
    staleTime: publicStaleTime,
  });
}

export function useDepartmentProjects(department: Department | undefined, pageSize = galleryPageSize) {
  return useInfiniteQuery({
    ...departmentProjectsQuery(useClient(GalleryService), department, pageSize),
    select: (data) => data.pages.flatMap((page) => page.projects),
  });
}

// prefetchDepartmentProjects fills the cache with a department's first page; the
// gallery pages' prefetch calls it with the department their address names.
export function prefetchDepartmentProjects(queryClient: QueryClient, transport: Transport, department: Department) {
  return queryClient.prefetchInfiniteQuery(departmentProjectsQuery(clientOf(GalleryService, transport), department, galleryPageSize));
}

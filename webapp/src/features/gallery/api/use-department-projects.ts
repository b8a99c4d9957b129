import { useInfiniteQuery } from '@tanstack/react-query';
import { GalleryService, type Department } from '../../../gen/gusset/site/v1/gallery_pb';
import { useClient } from '../../../lib/use-client';

// The server caps a page at 100; 48 fills whole rows of 2, 3 and 4 columns.
export const galleryPageSize = 48;

// useDepartmentProjects pages through one department's projects, newest first; each
// further page is fetched on demand (fetchNextPage), following next_page_token.
export function useDepartmentProjects(department: Department | undefined, pageSize = galleryPageSize) {
  const client = useClient(GalleryService);
  return useInfiniteQuery({
    queryKey: ['gallery', 'projects', department, pageSize],
    queryFn: ({ pageParam, signal }) => client.listProjects({ department, pageSize, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    enabled: department !== undefined,
    select: (data) => data.pages.flatMap((page) => page.projects),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GalleryService } from '../../../gen/gusset/admin/v1/gallery_pb';
import { useClient } from '../../../lib/use-client';
import { galleryAdminKey } from './gallery-admin-keys';

export const galleryPageSize = 20;

// Every department; query, when not empty, keeps the projects whose title, scope or
// location contains it.
export function useGalleryProjects(pageToken: string, query = '') {
  const client = useClient(GalleryService);
  return useQuery({
    queryKey: [...galleryAdminKey, 'list', query, pageToken],
    queryFn: ({ signal }) => client.listProjects({ pageSize: galleryPageSize, pageToken, query }, { signal }),
    // Keeps the table on screen while the next page loads instead of flashing "loading".
    placeholderData: keepPreviousData,
  });
}

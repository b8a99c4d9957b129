import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GalleryService } from '../../../gen/gusset/admin/v1/gallery_pb';
import { useClient } from '../../../lib/use-client';
import { galleryAdminKey } from './gallery-admin-keys';
import type { GalleryProjectValues } from './gallery-project-values';

// The edit form's fields; no image uploads, so the current images stay as they are (they
// are edited one by one: use-gallery-image-edits).
export type UpdateGalleryProject = { id: string; values: GalleryProjectValues };

export function useUpdateGalleryProject() {
  const client = useClient(GalleryService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: UpdateGalleryProject) => (await client.updateProject({ id, project: values })).project,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryAdminKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GalleryService } from '../../../gen/gusset/admin/v1/gallery_pb';
import { useClient } from '../../../lib/use-client';
import { galleryAdminKey } from './gallery-admin-keys';
import type { GalleryProjectValues, SaveProgress } from './gallery-project-values';
import { uploadGalleryFiles } from './upload-gallery-files';

// files: the new images, replacing all current ones; empty keeps the current images.
export type UpdateGalleryProject = SaveProgress & { id: string; values: GalleryProjectValues; files: File[] };

export function useUpdateGalleryProject() {
  const client = useClient(GalleryService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values, files, onProgress, onUploaded, signal }: UpdateGalleryProject) => {
      const { ids: imageUploadIds, posterUploadIds } = await uploadGalleryFiles(files, { onProgress, signal });
      onUploaded();
      return (await client.updateProject({ id, project: { ...values, imageUploadIds, posterUploadIds } })).project;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryAdminKey }),
  });
}

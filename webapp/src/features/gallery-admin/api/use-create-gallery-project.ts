import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GalleryService } from '../../../gen/gusset/admin/v1/gallery_pb';
import { useClient } from '../../../lib/use-client';
import { galleryAdminKey } from './gallery-admin-keys';
import type { GalleryProjectValues, SaveProgress } from './gallery-project-values';
import { uploadGalleryFiles } from './upload-gallery-files';

export type CreateGalleryProject = SaveProgress & { values: GalleryProjectValues; files: File[] };

// Upload-then-claim: the files go to the upload endpoint first, the RPC names their ids.
export function useCreateGalleryProject() {
  const client = useClient(GalleryService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, files, onProgress, onUploaded, signal }: CreateGalleryProject) => {
      const { ids: imageUploadIds, posterUploadIds } = await uploadGalleryFiles(files, { onProgress, signal });
      onUploaded();
      return (await client.createProject({ project: { ...values, imageUploadIds, posterUploadIds } })).project;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryAdminKey }),
  });
}

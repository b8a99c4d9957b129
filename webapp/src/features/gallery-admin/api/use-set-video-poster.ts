import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GalleryService } from '../../../gen/gusset/admin/v1/gallery_pb';
import { uploadFile } from '../../../lib/upload-file';
import { useClient } from '../../../lib/use-client';
import { galleryAdminKey } from './gallery-admin-keys';

export type SetVideoPoster = { projectId: string; videoPath: string; poster: File };

// Upload-then-claim, as for the project's files: the poster goes to the upload endpoint,
// then the RPC links it to the video and deletes the one it replaces.
export function useSetVideoPoster() {
  const client = useClient(GalleryService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, videoPath, poster }: SetVideoPoster) => {
      const uploaded = await uploadFile('poster', poster);
      return (await client.setVideoPoster({ projectId, videoPath, posterUploadId: uploaded.id })).project;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryAdminKey }),
  });
}

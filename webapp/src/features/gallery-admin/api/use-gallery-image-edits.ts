import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@connectrpc/connect';
import { GalleryService } from '../../../gen/gusset/admin/v1/gallery_pb';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { useClient } from '../../../lib/use-client';
import { galleryAdminKey } from './gallery-admin-keys';
import type { SaveProgress } from './gallery-project-values';
import { uploadGalleryFiles } from './upload-gallery-files';

// Editing a project's images one by one: each call changes one thing and answers the
// project as stored; the other images keep their files and variants. Every change
// refreshes the staff list (the server drops the public pages it changes).

type Edit<T> = (client: Client<typeof GalleryService>, vars: T) => Promise<{ project?: GalleryProject }>;

function useImageEdit<T>(edit: Edit<T>) {
  const client = useClient(GalleryService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: T) => (await edit(client, vars)).project,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryAdminKey }),
  });
}

export type AddGalleryImages = SaveProgress & { projectId: string; files: File[] };

// Uploads the files (each video followed by its poster), then adds them after the others.
export const useAddGalleryImages = () =>
  useImageEdit<AddGalleryImages>(async (client, { projectId, files, onProgress, onUploaded, signal }) => {
    const { ids: imageUploadIds, posterUploadIds } = await uploadGalleryFiles(files, { onProgress, signal });
    onUploaded();
    return client.addProjectImages({ projectId, imageUploadIds, posterUploadIds });
  });

type OneImage = { projectId: string; imagePath: string };

export const useRemoveGalleryImage = () => useImageEdit<OneImage>((client, vars) => client.removeProjectImage(vars));

export const useSetGalleryCover = () => useImageEdit<OneImage>((client, vars) => client.setProjectCover(vars));

export const useReorderGalleryImages = () =>
  useImageEdit<{ projectId: string; imagePaths: string[] }>((client, vars) => client.reorderProjectImages(vars));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GalleryService } from '../../../gen/gusset/admin/v1/gallery_pb';
import { useClient } from '../../../lib/use-client';
import { galleryAdminKey } from './gallery-admin-keys';

export function useDeleteGalleryProject() {
  const client = useClient(GalleryService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.deleteProject({ id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryAdminKey }),
  });
}

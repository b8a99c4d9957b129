import { useQuery } from '@tanstack/react-query';
import { GalleryService } from '../../../gen/gusset/site/v1/gallery_pb';
import { useClient } from '../../../lib/use-client';

export function useProject(id: string | null) {
  const client = useClient(GalleryService);
  return useQuery({
    queryKey: ['gallery', 'project', id],
    queryFn: async ({ signal }) => {
      const { project } = await client.getProject({ id: id ?? '' }, { signal });
      if (!project) throw new Error('the server answered without a project');
      return project;
    },
    enabled: id !== null,
  });
}

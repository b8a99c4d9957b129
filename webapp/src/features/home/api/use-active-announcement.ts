import { useQuery } from '@tanstack/react-query';
import { AnnouncementService } from '../../../gen/gusset/site/v1/announcement_pb';
import { useClient } from '../../../lib/use-client';

export const activeAnnouncementKey = ['announcement', 'active'] as const;

// The announcement to show while it is active; undefined data when there is none.
export function useActiveAnnouncement() {
  const client = useClient(AnnouncementService);
  return useQuery({
    queryKey: activeAnnouncementKey,
    queryFn: async ({ signal }) => (await client.getActiveAnnouncement({}, { signal })).announcement ?? null,
    // Once per visit is enough: the dialog opens at most once per version anyway.
    staleTime: Infinity,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import { AnnouncementService } from '../../../gen/gusset/admin/v1/announcement_pb';
import { useClient } from '../../../lib/use-client';

export const announcementAdminKey = ['admin', 'announcement'] as const;

// The announcement with its settings; null when none was saved yet.
export function useAnnouncement() {
  const client = useClient(AnnouncementService);
  return useQuery({
    queryKey: announcementAdminKey,
    queryFn: async ({ signal }) => (await client.getAnnouncement({}, { signal })).settings ?? null,
  });
}

import { useQuery } from '@tanstack/react-query';

export const activeAnnouncementKey = ['announcement', 'active'] as const;

// The active announcement as the Connect JSON protocol answers it (proto3 JSON of
// gusset.site.v1.Announcement: absent fields are defaults).
export type ActiveAnnouncement = {
  id: string;
  version: number;
  title: string;
  description: string;
  image?: { path: string; width: number; height: number };
  linkUrl: string;
};

const procedure = '/gusset.site.v1.AnnouncementService/GetActiveAnnouncement';

// A plain fetch of the Connect JSON endpoint, not a Connect client: the home page is the
// site's heaviest first load, and the Connect and protobuf runtimes (~26 KB gzipped) would
// come with a client for this one small answer.
export async function fetchActiveAnnouncement(signal?: AbortSignal): Promise<ActiveAnnouncement | null> {
  const res = await fetch(procedure, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Connect-Protocol-Version': '1' },
    body: '{}',
    signal,
  });
  if (!res.ok) throw new Error(`${procedure} answered ${res.status}`);
  const body = (await res.json()) as { announcement?: Partial<ActiveAnnouncement> & { image?: Partial<ActiveAnnouncement['image']> } };
  const a = body.announcement;
  if (!a?.id) return null;
  return {
    id: a.id,
    version: a.version ?? 0,
    title: a.title ?? '',
    description: a.description ?? '',
    linkUrl: a.linkUrl ?? '',
    image: a.image?.path ? { path: a.image.path, width: a.image.width ?? 0, height: a.image.height ?? 0 } : undefined,
  };
}

// The announcement to show while it is active; null when there is none.
export function useActiveAnnouncement() {
  return useQuery({
    queryKey: activeAnnouncementKey,
    queryFn: ({ signal }) => fetchActiveAnnouncement(signal),
    // Once per visit is enough: the dialog opens at most once per version anyway.
    staleTime: Infinity,
    retry: false,
  });
}

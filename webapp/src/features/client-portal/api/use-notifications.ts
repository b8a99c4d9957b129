import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailChoice } from '../../../gen/gusset/portal/v1/messages_pb';
import { NotificationKind, NotificationService } from '../../../gen/gusset/portal/v1/notifications_pb';
import { useSettleUnread } from '../../../components/notifications/use-settle-unread';
import { unreadPollMs, type NotificationApi, type ProjectMailChoiceApi } from '../../../components/notifications/notification-api';
import { usePortalClient } from '../../../lib/portal-client';

// A client's expired session is the portal's to handle (as in use-portal.ts).
const meta = { handlesUnauthenticated: true };

const keys = {
  all: ['portal', 'notifications'] as const,
  unread: ['portal', 'notifications', 'unread'] as const,
  list: ['portal', 'notifications', 'list'] as const,
  choice: (project: string) => ['portal', 'notifications', 'choice', project] as const,
};

// clientNotificationsApi is the client's side of the bell.
export const clientNotificationsApi: NotificationApi = {
  useUnread: () => {
    const client = usePortalClient(NotificationService);
    return useQuery({
      meta,
      queryKey: keys.unread,
      queryFn: async ({ signal }) => (await client.getUnreadNotificationCount({}, { signal })).unreadCount,
      refetchInterval: unreadPollMs,
    });
  },
  useList: (enabled: boolean) => {
    const client = usePortalClient(NotificationService);
    return useQuery({ meta, enabled, queryKey: keys.list, queryFn: ({ signal }) => client.listNotifications({}, { signal }) });
  },
  useMarkRead: () => {
    const client = usePortalClient(NotificationService);
    const settle = useSettleUnread(keys);
    return useMutation({ meta, mutationFn: (id: string) => client.markNotificationRead({ id }), onSuccess: settle });
  },
  useMarkAllRead: () => {
    const client = usePortalClient(NotificationService);
    const settle = useSettleUnread(keys);
    return useMutation({ meta, mutationFn: () => client.markAllNotificationsRead({}), onSuccess: settle });
  },
  linkOf: (n) => (n.kind === NotificationKind.RFI_CHANGED ? `/portal/projects/${n.projectId}/rfis/${n.targetId}` : `/portal/projects/${n.projectId}`),
};

// useClientProjectMailChoice is the client's mail choice for one project.
export function useClientProjectMailChoice(projectId: string): ProjectMailChoiceApi {
  return {
    useChoice: () => {
      const client = usePortalClient(NotificationService);
      return useQuery({ meta, queryKey: keys.choice(projectId), queryFn: ({ signal }) => client.getProjectMailChoice({ projectId }, { signal }) });
    },
    useSetChoice: () => {
      const client = usePortalClient(NotificationService);
      const queryClient = useQueryClient();
      return useMutation({
        meta,
        mutationFn: (mailChoice: MailChoice) => client.setProjectMailChoice({ projectId, mailChoice }),
        onSuccess: (res) => queryClient.setQueryData(keys.choice(projectId), res),
      });
    },
  };
}

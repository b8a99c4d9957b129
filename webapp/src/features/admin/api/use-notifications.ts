import { useMutation, useQuery } from '@tanstack/react-query';
import { NotificationAdminService } from '../../../gen/gusset/admin/v1/notifications_pb';
import { useSettleUnread } from '../../../components/notifications/use-settle-unread';
import { NotificationKind } from '../../../gen/gusset/portal/v1/notifications_pb';
import { unreadPollMs, type NotificationApi } from '../../../components/notifications/notification-api';
import { useClient } from '../../../lib/use-client';

const keys = {
  all: ['admin', 'notifications'] as const,
  unread: ['admin', 'notifications', 'unread'] as const,
  list: ['admin', 'notifications', 'list'] as const,
};

// staffNotificationsApi is the staff user's side of the bell.
export const staffNotificationsApi: NotificationApi = {
  useUnread: () => {
    const client = useClient(NotificationAdminService);
    return useQuery({
      queryKey: keys.unread,
      queryFn: async ({ signal }) => (await client.getStaffUnreadNotificationCount({}, { signal })).unreadCount,
      refetchInterval: unreadPollMs,
    });
  },
  useList: (enabled: boolean) => {
    const client = useClient(NotificationAdminService);
    return useQuery({ enabled, queryKey: keys.list, queryFn: ({ signal }) => client.listStaffNotifications({}, { signal }) });
  },
  useMarkRead: () => {
    const client = useClient(NotificationAdminService);
    const settle = useSettleUnread(keys);
    return useMutation({ mutationFn: (id: string) => client.markStaffNotificationRead({ id }), onSuccess: settle });
  },
  useMarkAllRead: () => {
    const client = useClient(NotificationAdminService);
    const settle = useSettleUnread(keys);
    return useMutation({ mutationFn: () => client.markAllStaffNotificationsRead({}), onSuccess: settle });
  },
  linkOf: (n) => (n.kind === NotificationKind.RFI_CHANGED ? `/admin/rfis/${n.targetId}` : `/admin/projects?project=${n.projectId}`),
};

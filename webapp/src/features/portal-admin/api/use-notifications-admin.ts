import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationAdminService } from '../../../gen/gusset/admin/v1/notifications_pb';
import type { MailChoice } from '../../../gen/gusset/portal/v1/messages_pb';
import type { ProjectMailChoiceApi } from '../../../components/notifications/notification-api';
import { useClient } from '../../../lib/use-client';

const choiceKey = (project: string) => ['admin', 'notifications', 'choice', project] as const;

// useStaffProjectMailChoice is the staff user's mail choice for one project.
export function useStaffProjectMailChoice(projectId: string): ProjectMailChoiceApi {
  return {
    useChoice: () => {
      const client = useClient(NotificationAdminService);
      return useQuery({ queryKey: choiceKey(projectId), queryFn: ({ signal }) => client.getStaffProjectMailChoice({ projectId }, { signal }) });
    },
    useSetChoice: () => {
      const client = useClient(NotificationAdminService);
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (mailChoice: MailChoice) => client.setStaffProjectMailChoice({ projectId, mailChoice }),
        onSuccess: (res) => queryClient.setQueryData(choiceKey(projectId), res),
      });
    },
  };
}

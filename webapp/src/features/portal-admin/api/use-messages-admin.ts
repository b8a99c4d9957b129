import type { MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PortalMessageAdminService, SetStaffMailChoiceRequestSchema } from '../../../gen/gusset/admin/v1/portal_messages_pb';
import { uploadAttachments, type MessageBoardApi, type NewThread, type Reply } from '../../../components/project-messages/message-board-api';
import { useClient } from '../../../lib/use-client';

const keys = {
  all: ['admin', 'portal', 'messages'] as const,
  unread: ['admin', 'portal', 'messages', 'unread'] as const,
  mail: ['admin', 'portal', 'messages', 'mail'] as const,
  threads: (project: string) => ['admin', 'portal', 'messages', 'threads', project] as const,
  thread: (id: string) => ['admin', 'portal', 'messages', 'thread', id] as const,
};

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all });
}

// useStaffMessagesApi is the firm's side of a project's message board.
export function useStaffMessagesApi(projectId: string): MessageBoardApi {
  return {
    useThreads: () => {
      const client = useClient(PortalMessageAdminService);
      return useQuery({ queryKey: keys.threads(projectId), queryFn: ({ signal }) => client.listPortalThreads({ projectId }, { signal }) });
    },
    useThread: (id: string) => {
      const client = useClient(PortalMessageAdminService);
      const queryClient = useQueryClient();
      return useQuery({
        queryKey: keys.thread(id),
        queryFn: async ({ signal }) => {
          const res = await client.getPortalThread({ id }, { signal });
          // Reading marks it read: the counts change.
          void queryClient.invalidateQueries({ queryKey: keys.threads(projectId) });
          void queryClient.invalidateQueries({ queryKey: keys.unread });
          return res;
        },
      });
    },
    useStartThread: () => {
      const client = useClient(PortalMessageAdminService);
      const refresh = useRefresh();
      return useMutation({
        mutationFn: async ({ subject, body, files }: NewThread) => {
          const res = await client.startPortalThread({ projectId, subject, body, attachmentUploadIds: await uploadAttachments(files) });
          return res.thread?.id ?? '';
        },
        onSuccess: refresh,
      });
    },
    useReply: () => {
      const client = useClient(PortalMessageAdminService);
      const refresh = useRefresh();
      return useMutation({
        mutationFn: async ({ threadId, body, files }: Reply) => client.postPortalMessage({ threadId, body, attachmentUploadIds: await uploadAttachments(files) }),
        onSuccess: refresh,
      });
    },
    useAttachmentUrl: () => {
      const client = useClient(PortalMessageAdminService);
      return useMutation({ mutationFn: async (id: string) => (await client.getPortalAttachmentUrl({ id })).url });
    },
  };
}

// The staff user's unread messages per project, for the Projects list.
export function useUnreadCounts() {
  const client = useClient(PortalMessageAdminService);
  return useQuery({
    queryKey: keys.unread,
    queryFn: ({ signal }) => client.listUnreadMessageCounts({}, { signal }),
    select: (res) => new Map(res.projects.map((p) => [p.projectId, p.unreadCount])),
  });
}

export function useStaffMailChoice() {
  const client = useClient(PortalMessageAdminService);
  return useQuery({ queryKey: keys.mail, queryFn: ({ signal }) => client.getStaffMailChoice({}, { signal }) });
}

export function useSetStaffMailChoice() {
  const client = useClient(PortalMessageAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInitShape<typeof SetStaffMailChoiceRequestSchema>) => client.setStaffMailChoice(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.mail }),
  });
}

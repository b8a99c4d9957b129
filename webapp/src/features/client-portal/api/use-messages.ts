import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailChoice, MessageService } from '../../../gen/gusset/portal/v1/messages_pb';
import { uploadAttachments, type MessageBoardApi, type NewThread, type Reply } from '../../../components/project-messages/message-board-api';
import { usePortalClient } from '../../../lib/portal-client';

// A client's expired session is the portal's to handle (as in use-portal.ts).
const meta = { handlesUnauthenticated: true };

const keys = {
  all: ['portal', 'messages'] as const,
  threads: (project: string) => ['portal', 'messages', 'threads', project] as const,
  thread: (id: string) => ['portal', 'messages', 'thread', id] as const,
};

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all });
}

// clientMessagesApi is the client's side of a project's message board.
export function useClientMessagesApi(projectId: string): MessageBoardApi {
  return {
    useThreads: () => {
      const client = usePortalClient(MessageService);
      return useQuery({ meta, queryKey: keys.threads(projectId), queryFn: ({ signal }) => client.listThreads({ projectId }, { signal }) });
    },
    useThread: (id: string) => {
      const client = usePortalClient(MessageService);
      const queryClient = useQueryClient();
      return useQuery({
        meta,
        queryKey: keys.thread(id),
        queryFn: async ({ signal }) => {
          const res = await client.getThread({ id }, { signal });
          // Reading marks it read: the list's counts change.
          void queryClient.invalidateQueries({ queryKey: keys.threads(projectId) });
          return res;
        },
      });
    },
    useStartThread: () => {
      const client = usePortalClient(MessageService);
      const refresh = useRefresh();
      return useMutation({
        meta,
        mutationFn: async ({ subject, body, files }: NewThread) => {
          const res = await client.startThread({ projectId, subject, body, attachmentUploadIds: await uploadAttachments(files, 'client') });
          return res.thread?.id ?? '';
        },
        onSuccess: refresh,
      });
    },
    useReply: () => {
      const client = usePortalClient(MessageService);
      const refresh = useRefresh();
      return useMutation({
        meta,
        mutationFn: async ({ threadId, body, files }: Reply) => client.postMessage({ threadId, body, attachmentUploadIds: await uploadAttachments(files, 'client') }),
        onSuccess: refresh,
      });
    },
    useAttachmentUrl: () => {
      const client = usePortalClient(MessageService);
      return useMutation({ meta, mutationFn: async (id: string) => (await client.getAttachmentUrl({ id })).url });
    },
  };
}

export function useSetMailChoice(projectId: string) {
  const client = usePortalClient(MessageService);
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (mailChoice: MailChoice) => client.setMailChoice({ mailChoice }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.threads(projectId) }),
  });
}

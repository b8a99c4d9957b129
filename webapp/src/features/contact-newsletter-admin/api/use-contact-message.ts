import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ContactService, type ContactStatus } from '../../../gen/gusset/admin/v1/contact_pb';
import { dashboardQueryKey } from '../../../lib/query-keys';
import { useClient } from '../../../lib/use-client';
import { contactMessageKeys } from './query-keys';

// One message with its history (notes and replies, oldest first).
export function useContactMessage(id: string) {
  const client = useClient(ContactService);
  return useQuery({
    queryKey: contactMessageKeys.one(id),
    queryFn: ({ signal }) => client.getMessage({ id }, { signal }),
  });
}

// Every triage write changes the message, its history and the lists (and the dashboard's
// open leads): all of them are read again.
function useTriageMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contactMessageKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}

export function useSetStatus(id: string) {
  const client = useClient(ContactService);
  return useTriageMutation((status: ContactStatus) => client.setMessageStatus({ id, status }));
}

export function useAssign(id: string) {
  const client = useClient(ContactService);
  return useTriageMutation((assigneeId: string) => client.assignMessage({ id, assigneeId }));
}

export function useAddNote(id: string) {
  const client = useClient(ContactService);
  return useTriageMutation((body: string) => client.addMessageNote({ id, body }));
}

export function useReply(id: string) {
  const client = useClient(ContactService);
  return useTriageMutation((reply: { subject: string; body: string }) => client.replyToMessage({ id, ...reply }));
}

// Moves the message to the trash (the trash screen restores it). Every list and count
// is read again, but not the message itself, which is gone (its dialog closes).
export function useTrashMessage() {
  const client = useClient(ContactService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.deleteMessage({ id }),
    onSettled: (_data, _error, id) => {
      const gone = contactMessageKeys.one(id);
      void queryClient.invalidateQueries({ predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(gone) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OutboxService } from '../../../gen/gusset/admin/v1/outbox_pb';
import { useClient } from '../../../lib/use-client';
import { outboxKeys } from './query-keys';

// Queues a failed or waiting message for an attempt now, then refreshes the list (its
// status and the counts change).
export function useRetryOutboxMessage() {
  const client = useClient(OutboxService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.retryOutboxMessage({ id }),
    // Not awaited: the notice must not wait for the list to come back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
  });
}

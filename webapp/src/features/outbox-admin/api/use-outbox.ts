import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { OutboxService } from '../../../gen/gusset/admin/v1/outbox_pb';
import { useClient } from '../../../lib/use-client';
import { outboxKeys, pageSize } from './query-keys';

// The outgoing mail, newest first, of one status ('' for all). Further pages are added
// below the first with fetchNextPage ("Load more"). Whether mail leaves the server and
// the counts by status are the whole outbox's, read from the first page.
export function useOutbox(status: string) {
  const client = useClient(OutboxService);
  return useInfiniteQuery({
    queryKey: outboxKeys.list(status),
    queryFn: ({ pageParam, signal }) => client.listOutbox({ pageSize, pageToken: pageParam, status }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    // Keeps the table (and the notice) on screen while another filter loads.
    placeholderData: keepPreviousData,
    select: (data) => ({
      messages: data.pages.flatMap((page) => page.messages),
      sending: data.pages[0]?.sending ?? false,
      counts: data.pages[0]?.counts ?? {},
    }),
  });
}

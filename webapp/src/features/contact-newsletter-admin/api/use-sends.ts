import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NewsletterService, type ListSendsResponse } from '../../../gen/gusset/admin/v1/newsletter_pb';
import { useClient } from '../../../lib/use-client';
import { pageSize, sendKeys } from './query-keys';

// How often the list is asked again while a send on it is still going out.
export const sendsRefreshInterval = 2000;

function inProgress(data: ListSendsResponse | undefined): boolean {
  return data?.sends.some((send) => send.status !== 'done') ?? false;
}

// Newsletters sent, newest first, with their progress: refreshed every few seconds while
// one of them is queued or sending, and left alone once all are done.
export function useSends(pageToken: string) {
  const client = useClient(NewsletterService);
  return useQuery({
    queryKey: sendKeys.list(pageToken),
    queryFn: ({ signal }) => client.listSends({ pageSize, pageToken }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (inProgress(query.state.data) ? sendsRefreshInterval : false),
  });
}

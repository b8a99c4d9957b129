import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NewsletterService } from '../../../gen/gusset/admin/v1/newsletter_pb';
import { useClient } from '../../../lib/use-client';
import { pageSize, subscriberKeys } from './query-keys';

// Newsletter sign-ups, newest first.
export function useSubscribers(pageToken: string) {
  const client = useClient(NewsletterService);
  return useQuery({
    queryKey: subscriberKeys.list(pageToken),
    queryFn: ({ signal }) => client.listSubscribers({ pageSize, pageToken }, { signal }),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ContactService } from '../../../gen/gusset/admin/v1/contact_pb';
import { useClient } from '../../../lib/use-client';
import { contactMessageKeys, pageSize } from './query-keys';

// Messages sent from the public connect page, newest first.
export function useContactMessages(pageToken: string) {
  const client = useClient(ContactService);
  return useQuery({
    queryKey: contactMessageKeys.list(pageToken),
    queryFn: ({ signal }) => client.listMessages({ pageSize, pageToken }, { signal }),
    placeholderData: keepPreviousData,
  });
}

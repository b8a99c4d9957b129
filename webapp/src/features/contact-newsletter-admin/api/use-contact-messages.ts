import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ContactService, type ContactStatus } from '../../../gen/gusset/admin/v1/contact_pb';
import { useClient } from '../../../lib/use-client';
import { contactMessageKeys, pageSize } from './query-keys';

// Messages sent from the public connect page, newest first, all or of one status
// (ContactStatus.UNSPECIFIED for all); the trash's are left out.
export function useContactMessages(status: ContactStatus, pageToken: string) {
  const client = useClient(ContactService);
  return useQuery({
    queryKey: contactMessageKeys.list(status, pageToken),
    queryFn: ({ signal }) => client.listMessages({ pageSize, pageToken, status }, { signal }),
    placeholderData: keepPreviousData,
  });
}

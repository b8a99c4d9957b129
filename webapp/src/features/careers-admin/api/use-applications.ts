import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApplicationService } from '../../../gen/gusset/admin/v1/applications_pb';
import { useClient } from '../../../lib/use-client';
import { applicationKeys, pageSize } from './query-keys';

// One job's applicants, one page at a time. Résumé links are signed and expire, so the
// list is fetched afresh whenever it is opened (the default staleTime of 0).
export function useApplications(jobId: string, pageToken: string) {
  const client = useClient(ApplicationService);
  return useQuery({
    queryKey: applicationKeys.list(jobId, pageToken),
    queryFn: ({ signal }) => client.listApplications({ jobId, pageSize, pageToken }, { signal }),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { useClient } from '../../../lib/use-client';
import { jobKeys, pageSize } from './query-keys';

// Every job, active or not, one page at a time.
export function useJobs(pageToken: string) {
  const client = useClient(JobService);
  return useQuery({
    queryKey: jobKeys.list(pageToken),
    queryFn: ({ signal }) => client.listJobs({ pageSize, pageToken }, { signal }),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

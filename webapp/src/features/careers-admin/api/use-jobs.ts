import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { useClient } from '../../../lib/use-client';
import { jobKeys, pageSize } from './query-keys';

// Every job, active or not, one page at a time; query, when not empty, keeps those whose
// role, location or qualification contains it.
export function useJobs(pageToken: string, query = '') {
  const client = useClient(JobService);
  return useQuery({
    queryKey: jobKeys.list(pageToken, query),
    queryFn: ({ signal }) => client.listJobs({ pageSize, pageToken, query }, { signal }),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

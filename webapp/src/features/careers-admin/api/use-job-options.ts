import { useQuery } from '@tanstack/react-query';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { useClient } from '../../../lib/use-client';
import { jobKeys } from './query-keys';

// The newest 100 jobs, for the applicant search's job filter.
export function useJobOptions() {
  const client = useClient(JobService);
  return useQuery({
    queryKey: [...jobKeys.all, 'options'],
    queryFn: ({ signal }) => client.listJobs({ pageSize: 100 }, { signal }),
    select: (data) => data.jobs.map((job) => ({ id: job.id, role: job.role })),
  });
}

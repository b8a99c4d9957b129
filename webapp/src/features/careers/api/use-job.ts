import { useQuery } from '@tanstack/react-query';
import { JobService } from '../../../gen/gusset/site/v1/jobs_pb';
import { useClient } from '../../../lib/use-client';

// useJob reads one open job for its page. An unknown or closed job answers NotFound; an
// expired one FailedPrecondition.
export function useJob(id: string) {
  const client = useClient(JobService);
  return useQuery({
    queryKey: ['careers', 'job', id],
    queryFn: async ({ signal }) => {
      const { job } = await client.getJob({ id }, { signal });
      if (!job) throw new Error('the server answered without a job');
      return job;
    },
  });
}

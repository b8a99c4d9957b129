import type { Client } from '@connectrpc/connect';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobService } from '../../../gen/gusset/site/v1/jobs_pb';
import { publicStaleTime, type Prefetch } from '../../../lib/prefetch';
import { clientOf, useClient } from '../../../lib/use-client';

// jobQuery reads one open job for its page. An unknown or closed job answers NotFound; an
// expired one FailedPrecondition.
function jobQuery(client: Client<typeof JobService>, id: string) {
  return queryOptions({
    queryKey: ['careers', 'job', id],
    queryFn: async ({ signal }) => {
      const { job } = await client.getJob({ id }, { signal });
      if (!job) throw new Error('the server answered without a job');
      return job;
    },
    staleTime: publicStaleTime,
  });
}

export function useJob(id: string) {
  return useQuery(jobQuery(useClient(JobService), id));
}

export const prefetchJob: Prefetch = ({ queryClient, transport, params }) =>
  queryClient.prefetchQuery(jobQuery(clientOf(JobService, transport), params.id ?? ''));

import type { Client } from '@connectrpc/connect';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobService, type Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { publicStaleTime, type Prefetch } from '../../../lib/prefetch';
import { clientOf, useClient } from '../../../lib/use-client';

// A firm has a handful of openings at a time: the page shows them all, so every page of
// the list is fetched (the cap only guards against a server that never stops).
const pageSize = 100;
const maxPages = 10;

// jobsQuery lists the open positions; the public API answers active jobs only.
function jobsQuery(client: Client<typeof JobService>) {
  return queryOptions({
    queryKey: ['careers', 'jobs'],
    queryFn: async ({ signal }) => {
      const jobs: Job[] = [];
      let pageToken = '';
      for (let page = 0; page < maxPages; page++) {
        const res = await client.listJobs({ pageSize, pageToken }, { signal });
        jobs.push(...res.jobs);
        pageToken = res.nextPageToken;
        if (!pageToken) break;
      }
      return jobs;
    },
    staleTime: publicStaleTime,
  });
}

export function useJobs() {
  return useQuery(jobsQuery(useClient(JobService)));
}

export const prefetchJobs: Prefetch = ({ queryClient, transport }) =>
  queryClient.prefetchQuery(jobsQuery(clientOf(JobService, transport)));

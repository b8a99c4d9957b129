import { useQuery } from '@tanstack/react-query';
import { JobService, type Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { useClient } from '../../../lib/use-client';

// A firm has a handful of openings at a time: the page shows them all, so every page of
// the list is fetched (the cap only guards against a server that never stops).
const pageSize = 100;
const maxPages = 10;

// useJobs lists the open positions; the public API answers active jobs only.
export function useJobs() {
  const client = useClient(JobService);
  return useQuery({
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
  });
}

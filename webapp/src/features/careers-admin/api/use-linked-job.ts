import { useQuery } from '@tanstack/react-query';
import { JobService } from '../../../gen/gusset/site/v1/jobs_pb';
import { useClient } from '../../../lib/use-client';
import { jobKeys } from './query-keys';

// The job a link names (?job=… in the HR e-mail of a new application), so the page can
// open its applicants at once. Read through the public GetJob: a new application's job
// is open.
export function useLinkedJob(id: string | null) {
  const client = useClient(JobService);
  return useQuery({
    queryKey: [...jobKeys.all, 'linked', id],
    queryFn: async ({ signal }) => (await client.getJob({ id: id ?? '' }, { signal })).job ?? null,
    enabled: id !== null && id !== '',
    retry: false,
  });
}

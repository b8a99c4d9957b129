import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { useClient } from '../../../lib/use-client';
import { applicationKeys, jobKeys } from './query-keys';

export function useDeleteJob() {
  const client = useClient(JobService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.deleteJob({ id }),
    onSuccess: (_response, id) => {
      // The job's applications went with it.
      queryClient.removeQueries({ queryKey: applicationKeys.job(id) });
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationService } from '../../../gen/gusset/admin/v1/applications_pb';
import { useClient } from '../../../lib/use-client';
import { applicationKeys } from './query-keys';

export type DeleteApplication = { jobId: string; id: string };

export function useDeleteApplication() {
  const client = useClient(ApplicationService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteApplication) => client.deleteApplication({ id }),
    onSuccess: (_response, { jobId }) => queryClient.invalidateQueries({ queryKey: applicationKeys.job(jobId) }),
  });
}

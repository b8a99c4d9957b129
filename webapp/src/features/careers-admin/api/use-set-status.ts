import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationService, type ApplicationStatus } from '../../../gen/gusset/admin/v1/applications_pb';
import { useClient } from '../../../lib/use-client';
import { applicationKeys } from './query-keys';

export type SetStatus = { id: string; status: ApplicationStatus };

// Moves an applicant along the pipeline; every applicant list (a job's, the search)
// is refreshed, since the Contacted checkbox follows the status.
export function useSetStatus() {
  const client = useClient(ApplicationService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: SetStatus) => client.setApplicationStatus({ id, status }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}

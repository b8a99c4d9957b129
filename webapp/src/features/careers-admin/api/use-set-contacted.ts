import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApplicationService,
  type ListApplicationsResponse,
} from '../../../gen/gusset/admin/v1/applications_pb';
import { useClient } from '../../../lib/use-client';
import { applicationKeys } from './query-keys';

export type SetContacted = {
  jobId: string;
  // The page the applicant is shown on, whose cached copy is updated at once.
  pageToken: string;
  id: string;
  contacted: boolean;
};

// The spec asks for the checkbox to change at once: the cached page is updated before
// the call and put back as it was if the call fails.
export function useSetContacted() {
  const client = useClient(ApplicationService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, contacted }: SetContacted) => client.setApplicationContacted({ id, contacted }),
    onMutate: async ({ jobId, pageToken, id, contacted }) => {
      const key = applicationKeys.list(jobId, pageToken);
      // A list fetch in flight would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ListApplicationsResponse>(key);
      if (previous) {
        queryClient.setQueryData<ListApplicationsResponse>(key, {
          ...previous,
          applications: previous.applications.map((a) => (a.id === id ? { ...a, contacted } : a)),
        });
      }
      return { key, previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
    },
    // Not awaited: the failure notice must not wait for the list to come back.
    onSettled: (_data, _error, { jobId }) => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.job(jobId) });
    },
  });
}

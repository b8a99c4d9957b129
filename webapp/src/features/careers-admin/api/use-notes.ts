import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApplicationService } from '../../../gen/gusset/admin/v1/applications_pb';
import { useClient } from '../../../lib/use-client';
import { noteKeys } from './query-keys';

// An applicant's private notes, oldest first.
export function useNotes(applicationId: string) {
  const client = useClient(ApplicationService);
  return useQuery({
    queryKey: noteKeys.list(applicationId),
    queryFn: ({ signal }) => client.listApplicationNotes({ applicationId }, { signal }),
    select: (data) => data.notes,
  });
}

export function useAddNote(applicationId: string) {
  const client = useClient(ApplicationService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => client.addApplicationNote({ applicationId, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteKeys.list(applicationId) }),
  });
}

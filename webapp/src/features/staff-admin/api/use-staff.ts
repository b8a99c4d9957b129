import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { staffListQueryKey } from '../../../lib/query-keys';
import { useClient } from '../../../lib/use-client';

export function useStaff() {
  const client = useClient(StaffService);
  return useQuery({
    queryKey: staffListQueryKey,
    queryFn: ({ signal }) => client.listStaff({}, { signal }),
    select: (res) => res.users,
  });
}

function useStaffMutation<In, Out>(fn: (client: ReturnType<typeof useClient<typeof StaffService>>, input: In) => Promise<Out>) {
  const client = useClient(StaffService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => fn(client, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: staffListQueryKey });
    },
  });
}

export function useCreateStaff() {
  return useStaffMutation((c, input: { username: string; password: string }) => c.createStaff(input));
}

export function useSetStaffDisabled() {
  return useStaffMutation((c, input: { id: string; disabled: boolean }) => c.setStaffDisabled(input));
}

export function useResetStaffPassword() {
  return useStaffMutation((c, id: string) => c.resetStaffPassword({ id, password: '' }));
}

import { useQuery } from '@tanstack/react-query';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { staffListQueryKey } from '../../../lib/query-keys';
import { useClient } from '../../../lib/use-client';

// The staff accounts a message can be assigned to (enabled ones).
export function useStaffMembers() {
  const client = useClient(StaffService);
  return useQuery({
    queryKey: staffListQueryKey,
    queryFn: ({ signal }) => client.listStaff({}, { signal }),
    select: (res) => res.users.filter((u) => !u.disabled),
  });
}

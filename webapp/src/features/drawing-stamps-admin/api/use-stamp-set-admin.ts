import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StampAdminService } from '../../../gen/gusset/admin/v1/stamps_pb';
import type { ReviewStatus } from '../../../gen/gusset/portal/v1/reviews_pb';
import { useClient } from '../../../lib/use-client';

const stampSetKey = (organizationId: string) => ['admin', 'stamps', organizationId] as const;

// A client organization's five stamps, as its reviewers see them.
export function useStampSetAdmin(organizationId: string) {
  const client = useClient(StampAdminService);
  return useQuery({
    queryKey: stampSetKey(organizationId),
    queryFn: ({ signal }) => client.getStampSetAdmin({ organizationId }, { signal }),
    select: (res) => res.stampSet,
  });
}

export type StampName = { status: ReviewStatus; label: string };

// Renames the organization's stamps; an empty name is the stamp's default.
export function useUpdateStampSet(organizationId: string) {
  const client = useClient(StampAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stamps: StampName[]) => client.updateStampSet({ stampSet: { organizationId, stamps } }),
    onSuccess: (res) => queryClient.setQueryData(stampSetKey(organizationId), res),
  });
}

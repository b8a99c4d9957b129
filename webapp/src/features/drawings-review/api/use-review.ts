import type { MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ReviewService, type ItemReviewInputSchema } from '../../../gen/gusset/portal/v1/reviews_pb';
import { usePortalClient } from '../../../lib/portal-client';

const meta = { handlesUnauthenticated: true };

// The stamps the transmittal's reviewer chooses from (their organization's names).
export function useStampSet(transmittalId: string) {
  const client = usePortalClient(ReviewService);
  return useQuery({
    meta,
    queryKey: ['portal', 'stamp-set', transmittalId] as const,
    queryFn: ({ signal }) => client.getStampSet({ transmittalId }, { signal }),
    select: (res) => res.stampSet?.stamps ?? [],
  });
}

export type ItemReturn = MessageInitShape<typeof ItemReviewInputSchema>;

// Returns items of the transmittal; the answer names the reviews and, when this was the
// last return, the close time.
export function useSubmitReview(transmittalId: string) {
  const client = usePortalClient(ReviewService);
  return useMutation({
    meta,
    mutationFn: (items: ItemReturn[]) => client.submitReview({ transmittalId, items }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { EstimateRequestService } from '../../../gen/gusset/admin/v1/estimates_pb';
import { useClient } from '../../../lib/use-client';

// The last 30 days' estimate requests against the promise of a reply within 24 hours.
export function useEstimateResponse() {
  const client = useClient(EstimateRequestService);
  return useQuery({
    queryKey: ['admin', 'estimates', 'stats'],
    queryFn: ({ signal }) => client.estimateResponseStats({}, { signal }),
  });
}

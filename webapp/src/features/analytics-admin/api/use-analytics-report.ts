import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AnalyticsService } from '../../../gen/gusset/admin/v1/analytics_pb';
import { useClient } from '../../../lib/use-client';

// The report of a range of days (YYYY-MM-DD, UTC, both included) and the period before it.
// The previous range's report stays on screen while the next one loads.
export function useAnalyticsReport(from: string, to: string) {
  const client = useClient(AnalyticsService);
  return useQuery({
    queryKey: ['admin', 'analytics', from, to],
    queryFn: ({ signal }) => client.getAnalyticsReport({ from, to }, { signal }),
    placeholderData: keepPreviousData,
  });
}

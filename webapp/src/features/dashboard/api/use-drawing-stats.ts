import { useQuery } from '@tanstack/react-query';
import { DrawingStatsService } from '../../../gen/gusset/admin/v1/drawing_stats_pb';
import { useClient } from '../../../lib/use-client';

// The submittals' clock across the firm: overdue transmittals and, per client
// organization, the median days to return over the last 90 days.
export function useDrawingStats() {
  const client = useClient(DrawingStatsService);
  return useQuery({
    queryKey: ['admin', 'drawings', 'stats'],
    queryFn: ({ signal }) => client.getDrawingStats({}, { signal }),
  });
}

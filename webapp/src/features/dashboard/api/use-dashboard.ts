import { useQuery } from '@tanstack/react-query';
import { DashboardService } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { dashboardQueryKey } from '../../../lib/query-keys';
import { useClient } from '../../../lib/use-client';

export function useDashboard() {
  const client = useClient(DashboardService);
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => client.getDashboard({}, { signal }),
  });
}

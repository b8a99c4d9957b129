import { useQuery } from '@tanstack/react-query';
import { DrawingStatsService } from '../../../gen/gusset/admin/v1/drawing_stats_pb';
import { useClient } from '../../../lib/use-client';
import { drawingKeys } from './use-drawings-admin';

// A project's review clock today, as its client sees it.
export function useDrawingSnapshotAdmin(projectId: string) {
  const client = useClient(DrawingStatsService);
  return useQuery({
    queryKey: [...drawingKeys.all, 'snapshot', projectId] as const,
    queryFn: ({ signal }) => client.getDrawingSnapshotAdmin({ projectId }, { signal }),
    select: (res) => res.snapshot,
  });
}

// How fast one client organization returns transmittals (the median over the last 90
// days), with the window's first day; no figure when it returned none in the window.
export function useReturnTime(organizationId: string) {
  const client = useClient(DrawingStatsService);
  return useQuery({
    queryKey: [...drawingKeys.all, 'return-time', organizationId] as const,
    queryFn: ({ signal }) => client.getDrawingStats({ organizationId }, { signal }),
    enabled: organizationId !== '',
    select: (res) => ({ windowStart: res.windowStart, returnTime: res.returnTimes.find((r) => r.organizationId === organizationId) }),
  });
}

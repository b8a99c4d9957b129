import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AuditService } from '../../../gen/gusset/admin/v1/audit_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { localDayStart } from '../../../lib/local-date-time';
import { staffListQueryKey } from '../../../lib/query-keys';
import { useClient } from '../../../lib/use-client';

export type AuditFilter = { actorId: string; entityTable: string; from: string; to: string };

// from and to are dates (yyyy-mm-dd) in the browser's time zone, '' for none; to includes
// its day.
export function useAuditEvents(filter: AuditFilter) {
  const client = useClient(AuditService);
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ pageParam, signal }) =>
      client.listAuditEvents(
        {
          actorId: filter.actorId,
          entityTable: filter.entityTable,
          fromTime: localDayStart(filter.from),
          toTime: localDayStart(filter.to, 1),
          pageSize: 50,
          pageToken: pageParam,
        },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    placeholderData: keepPreviousData,
    select: (data) => data.pages.flatMap((page) => page.events),
  });
}

export function useStaffOptions() {
  const client = useClient(StaffService);
  return useQuery({
    queryKey: staffListQueryKey,
    queryFn: ({ signal }) => client.listStaff({}, { signal }),
    select: (res) => res.users,
  });
}

// What the trail records, in words (the server's): the "What" filter's choices.
export function useAuditKinds() {
  const client = useClient(AuditService);
  return useQuery({
    queryKey: ['admin', 'audit', 'kinds'],
    queryFn: ({ signal }) => client.listAuditKinds({}, { signal }),
    select: (res) => res.kinds,
    staleTime: Infinity,
  });
}

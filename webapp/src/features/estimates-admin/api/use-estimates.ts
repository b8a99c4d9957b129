import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EstimateRequestService, EstimateStatus } from '../../../gen/gusset/admin/v1/estimates_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { localDayStart } from '../../../lib/local-date-time';
import { useClient } from '../../../lib/use-client';

// Query keys: every change to a request refreshes lists, the detail and the stats.
export const estimateKeys = {
  all: ['admin', 'estimates'] as const,
  list: (filter: object, pageToken: string) => ['admin', 'estimates', 'list', filter, pageToken] as const,
  one: (id: string) => ['admin', 'estimates', 'one', id] as const,
  notes: (id: string) => ['admin', 'estimates', 'notes', id] as const,
  stats: ['admin', 'estimates', 'stats'] as const,
};

export type EstimateFilter = {
  status: EstimateStatus;
  service: string;
  // A staff user's id, 'none' for unassigned, '' for anyone.
  assigneeId: string;
  // yyyy-mm-dd, '' for none; both days included.
  neededFrom: string;
  neededTo: string;
  receivedFrom: string;
  receivedTo: string;
  text: string;
};

export const noFilter: EstimateFilter = {
  status: EstimateStatus.UNSPECIFIED,
  service: '',
  assigneeId: '',
  neededFrom: '',
  neededTo: '',
  receivedFrom: '',
  receivedTo: '',
  text: '',
};

export function useSearchEstimates(filter: EstimateFilter, pageToken: string) {
  const client = useClient(EstimateRequestService);
  return useQuery({
    queryKey: estimateKeys.list(filter, pageToken),
    queryFn: ({ signal }) =>
      client.searchEstimates(
        {
          status: filter.status,
          service: filter.service,
          assigneeId: filter.assigneeId,
          neededFrom: filter.neededFrom,
          neededTo: filter.neededTo,
          fromTime: localDayStart(filter.receivedFrom),
          toTime: localDayStart(filter.receivedTo, 1),
          text: filter.text.trim(),
          pageSize: 20,
          pageToken,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEstimate(id: string) {
  const client = useClient(EstimateRequestService);
  return useQuery({
    queryKey: estimateKeys.one(id),
    queryFn: ({ signal }) => client.getEstimate({ id }, { signal }),
    select: (data) => data.estimate,
  });
}

export function useEstimateStats() {
  const client = useClient(EstimateRequestService);
  return useQuery({
    queryKey: estimateKeys.stats,
    queryFn: ({ signal }) => client.estimateResponseStats({}, { signal }),
  });
}

export function useStaffOptions() {
  const client = useClient(StaffService);
  return useQuery({
    queryKey: ['admin', 'estimates', 'staff'],
    queryFn: ({ signal }) => client.listStaff({}, { signal }),
    select: (data) => data.users.filter((u) => !u.disabled),
  });
}

function useEstimateChange<T>(change: (client: ReturnType<typeof useClient<typeof EstimateRequestService>>, v: T) => Promise<unknown>) {
  const client = useClient(EstimateRequestService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: T) => change(client, v),
    onSettled: () => queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
  });
}

export const useSetEstimateStatus = () =>
  useEstimateChange((c, v: { id: string; status: EstimateStatus }) => c.setEstimateStatus(v));
export const useSetEstimateAssignee = () =>
  useEstimateChange((c, v: { id: string; assigneeId: string }) => c.setEstimateAssignee(v));
export const useAddEstimateNote = () =>
  useEstimateChange((c, v: { estimateId: string; body: string }) => c.addEstimateNote(v));
export const useDeleteEstimate = () => useEstimateChange((c, id: string) => c.deleteEstimate({ id }));

export function useEstimateNotes(id: string) {
  const client = useClient(EstimateRequestService);
  return useQuery({
    queryKey: estimateKeys.notes(id),
    queryFn: ({ signal }) => client.listEstimateNotes({ estimateId: id }, { signal }),
    select: (data) => data.notes,
  });
}

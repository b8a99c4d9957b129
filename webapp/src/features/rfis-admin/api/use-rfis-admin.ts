import type { MessageInitShape } from '@bufbuild/protobuf';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RfiAdminService } from '../../../gen/gusset/admin/v1/rfis_pb';
import type { NonWorkingDay, RfiSettings } from '../../../gen/gusset/admin/v1/rfis_pb';
import { RfiFilterSchema, RfiInputSchema, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { rfiAttachmentsApi, type RfiAttachmentsApi } from '../../../lib/rfi-attachments-api';
import { useClient } from '../../../lib/use-client';

export type RfiFilterInit = MessageInitShape<typeof RfiFilterSchema>;
export type RfiInputInit = MessageInitShape<typeof RfiInputSchema>;

export const rfiKeys = {
  all: ['admin', 'rfis'] as const,
  list: (project: string, filter: RfiFilterInit) => ['admin', 'rfis', 'list', project, filter] as const,
  one: (id: string) => ['admin', 'rfis', 'one', id] as const,
  settings: (project: string) => ['admin', 'rfis', 'settings', project] as const,
  days: ['admin', 'rfis', 'non-working-days'] as const,
};

// A list of RFIs (one project's, or every project's when projectId is ""), a page at a
// time, filtered by the server over the whole list; "More" asks the next page by its key.
export function useRfiPagesAdmin(projectId: string, filter: RfiFilterInit) {
  const client = useClient(RfiAdminService);
  return useInfiniteQuery({
    queryKey: rfiKeys.list(projectId, filter),
    queryFn: ({ signal, pageParam }) => client.listRfisAdmin({ projectId, filter, pageSize: 50, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    placeholderData: keepPreviousData,
  });
}

export function useRfiAdmin(id: string) {
  const client = useClient(RfiAdminService);
  return useQuery({ queryKey: rfiKeys.one(id), queryFn: ({ signal }) => client.getRfiAdmin({ id }, { signal }), select: (res) => res.rfi });
}

// Every change to an RFI refreshes every RFI query and the register (its holds).
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: rfiKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'drawings'] });
  };
}

// useRfiChange is one of the RFI's moves (open, close, answer, reopen, void, comment, edit):
// each answers the RFI as it now is.
function useRfiChange<In>(call: (input: In) => Promise<{ rfi?: Rfi }>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: call, onSuccess: refresh });
}

export function useRfiActions() {
  const client = useClient(RfiAdminService);
  return {
    open: useRfiChange((id: string) => client.openRfi({ id })),
    close: useRfiChange((id: string) => client.closeRfi({ id })),
    answer: useRfiChange((input: { id: string; answer: string }) => client.answerRfiAdmin(input)),
    reopen: useRfiChange((input: { id: string; reason: string }) => client.reopenRfi(input)),
    void: useRfiChange((input: { id: string; reason: string }) => client.voidRfi(input)),
    comment: useRfiChange((input: { id: string; body: string }) => client.postRfiCommentAdmin(input)),
  };
}

export function useCreateRfi() {
  const client = useClient(RfiAdminService);
  return useRfiChange((input: { rfi: RfiInputInit; draft: boolean }) => client.createRfiAdmin(input));
}

export function useUpdateRfi() {
  const client = useClient(RfiAdminService);
  return useRfiChange((input: { id: string; rfi: RfiInputInit }) => client.updateRfi(input));
}

export function useRfiSettings(projectId: string) {
  const client = useClient(RfiAdminService);
  return useQuery({ queryKey: rfiKeys.settings(projectId), queryFn: ({ signal }) => client.getRfiSettings({ projectId }, { signal }), select: (res) => res.settings });
}

export function useUpdateRfiSettings() {
  const client = useClient(RfiAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Omit<RfiSettings, '$typeName' | '$unknown'>) => client.updateRfiSettings({ settings }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rfiKeys.all }),
  });
}

export function useNonWorkingDays() {
  const client = useClient(RfiAdminService);
  return useQuery({ queryKey: rfiKeys.days, queryFn: ({ signal }) => client.listNonWorkingDays({}, { signal }), select: (res) => res.days });
}

export function useSetNonWorkingDays() {
  const client = useClient(RfiAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: Pick<NonWorkingDay, 'day' | 'name'>[]) => client.setNonWorkingDays({ days }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rfiKeys.days }),
  });
}

export function useExportRfisCsv() {
  const client = useClient(RfiAdminService);
  return useMutation({ mutationFn: (input: { projectId: string; filter: RfiFilterInit }) => client.exportRfisCsv(input) });
}

// The same log, printed.
export function useExportRfisPdf() {
  const client = useClient(RfiAdminService);
  return useMutation({ mutationFn: (input: { projectId: string; filter: RfiFilterInit }) => client.exportRfisPdf(input) });
}

// An RFI's files as staff send and download them.
export function useRfiAttachmentsAdminApi(rfiId: string): RfiAttachmentsApi {
  const client = useClient(RfiAdminService);
  const attach = useRfiChange((uploadId: string) => client.attachRfiFileAdmin({ id: rfiId, uploadId }));
  return rfiAttachmentsApi(rfiId, 'staff', attach.mutateAsync, async (id) => (await client.getRfiAttachmentUrlAdmin({ id })).url);
}

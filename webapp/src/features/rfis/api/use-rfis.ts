import type { MessageInitShape } from '@bufbuild/protobuf';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RfiService, RfiInputSchema, type RfiCourt } from '../../../gen/gusset/portal/v1/rfis_pb';
import { usePortalClient } from '../../../lib/portal-client';
import { rfiAttachmentsApi, type RfiAttachmentsApi } from '../../../lib/rfi-attachments-api';

// The portal's pages send the client back to their own sign-in (lib/portal-expiry.ts).
const meta = { handlesUnauthenticated: true };
const keys = {
  all: ['portal', 'rfis'] as const,
  list: (project: string, court: RfiCourt) => ['portal', 'rfis', 'list', project, court] as const,
  one: (id: string) => ['portal', 'rfis', 'one', id] as const,
};

// A project's RFIs as its client sees them (no drafts), newest first, 20 at a time;
// court narrows them to those whose ball is in one court.
export function useRfiPages(projectId: string, court: RfiCourt) {
  const client = usePortalClient(RfiService);
  return useInfiniteQuery({
    meta,
    queryKey: keys.list(projectId, court),
    queryFn: ({ signal, pageParam }) => client.listRfis({ projectId, filter: { ballInCourt: court }, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    placeholderData: keepPreviousData,
  });
}

export function useRfi(id: string) {
  const client = usePortalClient(RfiService);
  return useQuery({ meta, queryKey: keys.one(id), queryFn: ({ signal }) => client.getRfi({ id }, { signal }), select: (res) => res.rfi });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: keys.all });
    // An answer lifts the holds the register shows.
    void queryClient.invalidateQueries({ queryKey: ['portal', 'drawings'] });
  };
}

export function useAnswerRfi() {
  const client = usePortalClient(RfiService);
  const refresh = useRefresh();
  return useMutation({ meta, mutationFn: (input: { id: string; answer: string }) => client.answerRfi(input), onSuccess: refresh });
}

export function usePostRfiComment() {
  const client = usePortalClient(RfiService);
  const refresh = useRefresh();
  return useMutation({ meta, mutationFn: (input: { id: string; body: string }) => client.postRfiComment(input), onSuccess: refresh });
}

export function useRaiseRfi() {
  const client = usePortalClient(RfiService);
  const refresh = useRefresh();
  return useMutation({ meta, mutationFn: (rfi: MessageInitShape<typeof RfiInputSchema>) => client.createRfi({ rfi }), onSuccess: refresh });
}

// An RFI's files as its client (or outside reviewer) sends and downloads them.
export function useRfiAttachmentsApi(rfiId: string): RfiAttachmentsApi {
  const client = usePortalClient(RfiService);
  const refresh = useRefresh();
  const attach = useMutation({ meta, mutationFn: (uploadId: string) => client.attachRfiFile({ id: rfiId, uploadId }), onSuccess: refresh });
  return rfiAttachmentsApi(rfiId, 'client', attach.mutateAsync, async (id) => (await client.getRfiAttachmentUrl({ id })).url);
}

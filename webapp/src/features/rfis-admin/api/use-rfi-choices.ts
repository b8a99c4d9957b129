import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DrawingAdminService, TransmittalAdminService } from '../../../gen/gusset/admin/v1/drawings_pb';
import { ClientAdminService, ProjectAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import type { SheetFilter } from '../../../components/drawings/sheet-filters';
import { useClient } from '../../../lib/use-client';

// What an RFI's form chooses from: the project, its register's sheets and the people who
// may answer (the client organization's enabled users, and the outside reviewers the
// project's transmittals went to).

export type RfiPersonChoice = { id: string; name: string; email: string; reviewer: boolean };

export function useRfiProject(id: string) {
  const client = useClient(ProjectAdminService);
  return useQuery({ queryKey: ['admin', 'rfis', 'project', id], queryFn: ({ signal }) => client.getPortalProject({ id }, { signal }), enabled: id !== '', select: (res) => res.project });
}

export function useRfiSheetPages(projectId: string, filter: SheetFilter) {
  const client = useClient(DrawingAdminService);
  return useInfiniteQuery({
    queryKey: ['admin', 'drawings', 'sheets', projectId, 'rfi', filter],
    queryFn: ({ signal, pageParam }) => client.listSheetsAdmin({ projectId, ...filter, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    placeholderData: keepPreviousData,
  });
}

export function useRfiPeople(projectId: string, organizationId: string) {
  const clients = useClient(ClientAdminService);
  const transmittals = useClient(TransmittalAdminService);
  const users = useQuery({
    queryKey: ['admin', 'rfis', 'people', organizationId],
    queryFn: ({ signal }) => clients.listClientUsers({ organizationId }, { signal }),
    enabled: organizationId !== '',
  });
  const sent = useQuery({
    queryKey: ['admin', 'drawings', 'transmittals', projectId, 'rfi-reviewers'],
    queryFn: ({ signal }) => transmittals.listTransmittalsAdmin({ projectId }, { signal }),
    enabled: projectId !== '',
  });
  const people: RfiPersonChoice[] = (users.data?.users ?? []).filter((u) => !u.disabled).map((u) => ({ id: u.id, name: u.name || u.email, email: u.email, reviewer: false }));
  const reviewers = new Map<string, RfiPersonChoice>();
  for (const t of sent.data?.transmittals ?? []) {
    for (const r of t.recipients) if (r.reviewerId) reviewers.set(r.reviewerId, { id: r.reviewerId, name: r.name || r.email, email: r.email, reviewer: true });
  }
  return { people: [...people, ...reviewers.values()], isPending: users.isPending, error: users.error ?? sent.error };
}

import type { MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DrawingAdminService, UpdateDrawingSettingsRequestSchema, UpdateSheetRequestSchema } from '../../../gen/gusset/admin/v1/drawings_pb';
import { ClientAdminService, ProjectAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { useClient } from '../../../lib/use-client';

export const drawingKeys = {
  all: ['admin', 'drawings'] as const,
  project: (id: string) => ['admin', 'drawings', 'project', id] as const,
  sheets: (project: string) => ['admin', 'drawings', 'sheets', project] as const,
  sheet: (id: string) => ['admin', 'drawings', 'sheet', id] as const,
  settings: (project: string) => ['admin', 'drawings', 'settings', project] as const,
  users: (org: string) => ['admin', 'drawings', 'users', org] as const,
  transmittals: (project: string) => ['admin', 'drawings', 'transmittals', project] as const,
  transmittal: (id: string) => ['admin', 'drawings', 'transmittal', id] as const,
};

// The portal project the register belongs to (its name, job number and organization).
export function useDrawingProject(id: string) {
  const client = useClient(ProjectAdminService);
  return useQuery({ queryKey: drawingKeys.project(id), queryFn: ({ signal }) => client.getPortalProject({ id }, { signal }), select: (res) => res.project });
}

export function useDrawingSettings(projectId: string) {
  const client = useClient(DrawingAdminService);
  return useQuery({ queryKey: drawingKeys.settings(projectId), queryFn: ({ signal }) => client.getDrawingSettings({ projectId }, { signal }), select: (res) => res.settings });
}

// The enabled people of the project's client organization, to send transmittals to.
export function useClientPeople(organizationId: string) {
  const client = useClient(ClientAdminService);
  return useQuery({
    queryKey: drawingKeys.users(organizationId),
    queryFn: ({ signal }) => client.listClientUsers({ organizationId }, { signal }),
    enabled: organizationId !== '',
    select: (res) => res.users.filter((u) => !u.disabled),
  });
}

// A change to the register refreshes every drawing query: a sheet's status shows in the
// transmittals' pages too.
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: drawingKeys.all });
}

export function useUpdateSheet() {
  const client = useClient(DrawingAdminService);
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: MessageInitShape<typeof UpdateSheetRequestSchema>) => client.updateSheet(input), onSuccess: refresh });
}

export function useUpdateDrawingSettings() {
  const client = useClient(DrawingAdminService);
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: MessageInitShape<typeof UpdateDrawingSettingsRequestSchema>) => client.updateDrawingSettings(input), onSuccess: refresh });
}

export function useExportSheetsCsv() {
  const client = useClient(DrawingAdminService);
  return useMutation({ mutationFn: (projectId: string) => client.exportSheetsCsv({ projectId }) });
}

// A signed link to a revision's PDF.
export function useRevisionUrlAdmin() {
  const client = useClient(DrawingAdminService);
  return async (revisionId: string) => (await client.getSheetRevisionUrlAdmin({ revisionId })).url;
}

export function useRefreshDrawings() {
  return useRefresh();
}

import type { MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreateProjectFolderRequestSchema, ProjectFileAdminService, RenameProjectFolderRequestSchema } from '../../../gen/gusset/admin/v1/portal_files_pb';
import { useClient } from '../../../lib/use-client';

const keys = {
  all: ['admin', 'portal', 'files'] as const,
  project: (id: string) => ['admin', 'portal', 'files', 'project', id] as const,
  downloads: (fileId: string) => ['admin', 'portal', 'files', 'downloads', fileId] as const,
};

export function useProjectFilesAdmin(projectId: string) {
  const client = useClient(ProjectFileAdminService);
  return useQuery({
    queryKey: keys.project(projectId),
    queryFn: ({ signal }) => client.listProjectFilesAdmin({ projectId }, { signal }),
    enabled: projectId !== '',
    select: (res) => res.folders,
  });
}

export function useRefreshFilesAdmin() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useFileDownloads(fileId: string, enabled: boolean) {
  const client = useClient(ProjectFileAdminService);
  return useQuery({
    queryKey: keys.downloads(fileId),
    queryFn: ({ signal }) => client.listFileDownloads({ fileId }, { signal }),
    enabled,
    select: (res) => res.downloads,
  });
}

export function useDownloadUrlAdmin() {
  const client = useClient(ProjectFileAdminService);
  return async (revisionId: string) => (await client.getDownloadUrlAdmin({ revisionId })).url;
}

export function useCreateFolder() {
  const client = useClient(ProjectFileAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInitShape<typeof CreateProjectFolderRequestSchema>) => client.createProjectFolder(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRenameFolder() {
  const client = useClient(ProjectFileAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInitShape<typeof RenameProjectFolderRequestSchema>) => client.renameProjectFolder(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

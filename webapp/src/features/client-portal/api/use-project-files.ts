import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileService } from '../../../gen/gusset/portal/v1/files_pb';
import { usePortalClient } from '../../../lib/portal-client';

const meta = { handlesUnauthenticated: true };
const filesKey = (projectId: string) => ['portal', 'files', projectId] as const;

// A project's folders, files and revisions, as the client sees them.
export function useProjectFiles(projectId: string, enabled: boolean) {
  const client = usePortalClient(FileService);
  return useQuery({
    meta,
    queryKey: filesKey(projectId),
    queryFn: ({ signal }) => client.listProjectFiles({ projectId }, { signal }),
    enabled: enabled && projectId !== '',
    select: (res) => res.folders,
  });
}

export function useRefreshProjectFiles(projectId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: filesKey(projectId) });
}

// A signed link to one revision (an hour), for a plain download.
export function useDownloadUrl() {
  const client = usePortalClient(FileService);
  return async (revisionId: string) => (await client.getDownloadUrl({ revisionId })).url;
}

import { useQuery } from '@tanstack/react-query';
import { ProjectFileAdminService } from '../../../gen/gusset/admin/v1/portal_files_pb';
import { useClient } from '../../../lib/use-client';

// A project file the composer may send: its folder's name beside it, and its current
// revision (what the transmittal records when sent).
export type ComposerFile = { id: string; name: string; folder: string; revision: number; size: bigint };

// The project's portal files, for the composer's "Other files".
export function useComposerFiles(projectId: string) {
  const client = useClient(ProjectFileAdminService);
  return useQuery({
    queryKey: ['admin', 'drawings', 'files', projectId] as const,
    queryFn: ({ signal }) => client.listProjectFilesAdmin({ projectId }, { signal }),
    select: (res): ComposerFile[] =>
      res.folders.flatMap((folder) =>
        folder.files
          .filter((f) => f.revisions.length > 0)
          .map((f) => ({ id: f.id, name: f.name, folder: folder.name, revision: f.revisions[0].number, size: f.revisions[0].size })),
      ),
  });
}

// A signed link to a project file a transmittal carries.
export function useTransmittalFileUrlAdmin() {
  const client = useClient(ProjectFileAdminService);
  return async (revisionId: string) => (await client.getDownloadUrlAdmin({ revisionId })).url;
}

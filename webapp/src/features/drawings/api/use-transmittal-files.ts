import { FileService } from '../../../gen/gusset/portal/v1/files_pb';
import { usePortalClient } from '../../../lib/portal-client';

// A signed link to a project file a transmittal carries: the portal files' own download,
// which the server also grants an outside reviewer for the files sent to them.
export function useTransmittalFileUrl() {
  const client = usePortalClient(FileService);
  return async (revisionId: string) => (await client.getDownloadUrl({ revisionId })).url;
}

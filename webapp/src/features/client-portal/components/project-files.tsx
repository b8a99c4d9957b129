import { ProjectFilesView } from '../../../components/project-files/project-files-view';
import { errorText } from '../../../lib/error-text';
import { useDownloadUrl, useProjectFiles, useRefreshProjectFiles } from '../api/use-project-files';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useClientSession } from './portal-shell';

// The client's view of a project's files: folders, revisions, upload and download.
export function ProjectFiles({ projectId }: { projectId: string }) {
  const { signedIn } = useClientSession();
  const files = useProjectFiles(projectId, signedIn);
  useSignInOnExpiry(files.error);
  const downloadUrl = useDownloadUrl();
  const refresh = useRefreshProjectFiles(projectId);
  return (
    <section aria-labelledby="project-files">
      <h2 id="project-files">Files</h2>
      {files.isPending ? (
        <p role="status">Loading the files…</p>
      ) : files.isError ? (
        <p role="alert">{errorText(files.error, 'The files could not be loaded.')}</p>
      ) : (
        <ProjectFilesView folders={files.data} session="client" downloadUrl={downloadUrl} onUploaded={refresh} />
      )}
    </section>
  );
}

import { ProjectFilesView } from '../../../components/project-files/project-files-view';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { useDownloadUrl, useProjectFiles, useRefreshProjectFiles } from '../api/use-project-files';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import * as m from './portal-messages';
import { useClientSession } from './portal-shell';

// The client's view of a project's files: folders, revisions, upload and download.
export function ProjectFiles({ projectId }: { projectId: string }) {
  const t = useT();
  const { signedIn } = useClientSession();
  const files = useProjectFiles(projectId, signedIn);
  useSignInOnExpiry(files.error);
  const downloadUrl = useDownloadUrl();
  const refresh = useRefreshProjectFiles(projectId);
  return (
    <section aria-labelledby="project-files">
      <h2 id="project-files">{t(m.filesHeading)}</h2>
      {files.isPending ? (
        <p role="status">{t(m.filesLoading)}</p>
      ) : files.isError ? (
        <p role="alert">{errorText(files.error, t(m.filesLoadFailed))}</p>
      ) : (
        <ProjectFilesView folders={files.data} session="client" downloadUrl={downloadUrl} onUploaded={refresh} />
      )}
    </section>
  );
}

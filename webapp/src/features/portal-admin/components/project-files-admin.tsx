import { useId, useState, type FormEvent } from 'react';
import type { ProjectFile, ProjectFolder } from '../../../gen/gusset/portal/v1/files_pb';
import { ProjectFilesView, fileSize } from '../../../components/project-files/project-files-view';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format-date';
import { useCreateFolder, useDownloadUrlAdmin, useFileDownloads, useProjectFilesAdmin, useRefreshFilesAdmin, useRenameFolder } from '../api/use-project-files-admin';
import { formStyle } from './portal-admin-styles';

// Staff's view of a project's files: the client's view, plus adding and renaming
// folders and who downloaded which revision when.
export function ProjectFilesAdmin({ projectId }: { projectId: string }) {
  const files = useProjectFilesAdmin(projectId);
  const downloadUrl = useDownloadUrlAdmin();
  const refresh = useRefreshFilesAdmin();
  return (
    <section aria-labelledby="project-files-admin">
      <h2 id="project-files-admin">Files</h2>
      <NewFolder projectId={projectId} />
      {files.isPending ? (
        <p className="admin-state" role="status">
          Loading the files...
        </p>
      ) : files.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(files.error, 'Failed to load the files.')}
        </p>
      ) : (
        <ProjectFilesView
          folders={files.data}
          session="staff"
          downloadUrl={downloadUrl}
          onUploaded={refresh}
          folderExtra={(folder) => <RenameFolder folder={folder} />}
          fileExtra={(file) => <DownloadLog file={file} />}
        />
      )}
    </section>
  );
}

function NewFolder({ projectId }: { projectId: string }) {
  const create = useCreateFolder();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    create.mutate({ projectId, name: String(new FormData(form).get('name') ?? '') }, { onSuccess: () => form.reset() });
  };
  return (
    <form style={formStyle} onSubmit={onSubmit}>
      {create.isError && (
        <p className="form-error" role="alert">
          {errorText(create.error)}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>New folder</label>
        <input id={id} name="name" type="text" required maxLength={100} placeholder="Submittals" />
      </div>
      <button type="submit" className="button" disabled={create.isPending}>
        Add folder
      </button>
    </form>
  );
}

function RenameFolder({ folder }: { folder: ProjectFolder }) {
  const rename = useRenameFolder();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Rename {folder.name}
      </button>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.mutate({ id: folder.id, name: String(new FormData(event.currentTarget).get('name') ?? '') }, { onSuccess: () => setOpen(false) });
  };
  return (
    <form style={formStyle} onSubmit={onSubmit}>
      {rename.isError && (
        <p className="form-error" role="alert">
          {errorText(rename.error)}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>Folder name</label>
        <input id={id} name="name" type="text" required maxLength={100} defaultValue={folder.name} />
      </div>
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={rename.isPending}>
          Save name
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

// The download log of a file, read when opened.
function DownloadLog({ file }: { file: ProjectFile }) {
  const [open, setOpen] = useState(false);
  const downloads = useFileDownloads(file.id, open);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Downloads of {file.name}</summary>
      {!open ? null : downloads.isPending ? (
        <p className="admin-state" role="status">
          Loading downloads...
        </p>
      ) : downloads.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          Failed to load the downloads.
        </p>
      ) : downloads.data.length === 0 ? (
        <p className="admin-state">Nobody has downloaded it yet.</p>
      ) : (
        <ol aria-label={`Downloads of ${file.name}`} style={{ overflowWrap: 'anywhere' }}>
          {downloads.data.map((d, i) => (
            <li key={`${d.revisionId}-${i}`}>
              Revision {d.revisionNumber} by {d.who} ({d.staff ? 'staff' : 'client'}), {formatDateTime(d.createTime)} — {d.complete ? 'whole file' : `${fileSize(d.bytes)} (part)`}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

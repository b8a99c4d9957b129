import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { FileUploader, type ProjectFile, type ProjectFolder } from '../../gen/gusset/portal/v1/files_pb';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format-date';
import { english, useLocale, useT, type Language } from '../../lib/i18n/locale';
import type { MessageText } from '../../lib/i18n/messages';
import { uploadProjectFile } from '../../lib/portal-upload';
import type { SessionKind } from '../../lib/session';
import * as m from './project-files-messages';
import './project-files.css';

// A project's folders and files, the same for a client and for staff (their screens
// pass their own calls and extras): each file with its revisions, newest first, a
// download per revision, and an upload per folder with its progress. An upload cut by a
// reload resumes when the same file is chosen again for the same folder.

export type ProjectFilesViewProps = {
  folders: ProjectFolder[];
  // Whose session the uploads are for.
  session: SessionKind;
  // Answers a signed link to the revision.
  downloadUrl: (revisionId: string) => Promise<string>;
  onUploaded: () => void;
  // Staff's additions: under a folder's name, and under a file.
  folderExtra?: (folder: ProjectFolder) => ReactNode;
  fileExtra?: (file: ProjectFile) => ReactNode;
};

// fileSize writes a size in the given language (English when not given: "2.0 MB").
export function fileSize(n: bigint | number, { locale, format: t }: Language = english): string {
  const v = Number(n);
  const one = (x: number) => (locale === 'en-US' ? x.toFixed(1) : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x));
  if (v >= 1 << 30) return t(m.gigabytes, { n: one(v / (1 << 30)) });
  if (v >= 1 << 20) return t(m.megabytes, { n: one(v / (1 << 20)) });
  if (v >= 1 << 10) return t(m.kilobytes, { n: Math.round(v / (1 << 10)) });
  return t(m.bytes, { n: v });
}

const uploaderWords: Partial<Record<FileUploader, MessageText>> = {
  [FileUploader.STAFF]: m.uploaderFirm,
  [FileUploader.CLIENT]: m.uploaderClient,
  [FileUploader.ESTIMATE]: m.uploaderEstimate,
};

export function ProjectFilesView({ folders, session, downloadUrl, onUploaded, folderExtra, fileExtra }: ProjectFilesViewProps) {
  const t = useT();
  return (
    <div className="project-files">
      {folders.map((folder) => (
        <section key={folder.id} className="project-files__folder" aria-label={t(m.folder, { name: folder.name })}>
          <h3>{folder.name}</h3>
          {folderExtra?.(folder)}
          {folder.files.length === 0 ? (
            <p className="project-files__meta">{t(m.noFiles)}</p>
          ) : (
            <ul className="project-files__files">
              {folder.files.map((file) => (
                <FileItem key={file.id} file={file} downloadUrl={downloadUrl} extra={fileExtra?.(file)} />
              ))}
            </ul>
          )}
          <UploadInto folder={folder} session={session} onUploaded={onUploaded} />
        </section>
      ))}
    </div>
  );
}

function FileItem({ file, downloadUrl, extra }: { file: ProjectFile; downloadUrl: (id: string) => Promise<string>; extra: ReactNode }) {
  const t = useT();
  const [error, setError] = useState('');
  const download = async (revisionId: string) => {
    setError('');
    try {
      // A plain link: the browser downloads it (and resumes it) without the session.
      const a = document.createElement('a');
      a.href = await downloadUrl(revisionId);
      a.download = file.name;
      document.body.append(a);
      a.click();
      a.remove();
    } catch (e) {
      setError(errorText(e, t(m.downloadFailed), t));
    }
  };
  const [newest, ...older] = file.revisions;
  return (
    <li className="project-files__file">
      <p className="project-files__name">
        <strong>{file.name}</strong>
      </p>
      {newest && <RevisionLine revision={newest} onDownload={() => void download(newest.id)} />}
      {older.length > 0 && (
        <details>
          <summary>{t(m.earlierRevisions, { count: older.length })}</summary>
          <ol className="project-files__history">
            {older.map((r) => (
              <li key={r.id}>
                <RevisionLine revision={r} onDownload={() => void download(r.id)} />
              </li>
            ))}
          </ol>
        </details>
      )}
      {error && <p role="alert">{error}</p>}
      {extra}
    </li>
  );
}

function RevisionLine({ revision: r, onDownload }: { revision: ProjectFile['revisions'][number]; onDownload: () => void }) {
  const t = useT();
  const locale = useLocale();
  const side = uploaderWords[r.uploader];
  const values = { number: r.number, size: fileSize(r.size, { locale, format: t }), uploader: r.uploaderName, time: formatDateTime(r.createTime, { locale }) };
  return (
    <p className="project-files__revision">
      <span>{side ? t(m.revisionLineSide, { ...values, side: t(side) }) : t(m.revisionLine, values)}</span>{' '}
      <button type="button" className="button" onClick={onDownload}>
        {t(m.downloadRevision, { number: r.number })}
      </button>
    </p>
  );
}

type Progress = { name: string; sent: number; total: number; done: string; error: string; resumed: boolean };

function UploadInto({ folder, session, onUploaded }: { folder: ProjectFolder; session: SessionKind; onUploaded: () => void }) {
  const t = useT();
  const id = useId();
  const [progress, setProgress] = useState<Progress | null>(null);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const base: Progress = { name: file.name, sent: 0, total: file.size, done: '', error: '', resumed: false };
    setProgress(base);
    const handle = await uploadProjectFile(file, folder.id, session, {
      onProgress: (sent, total) => setProgress((p) => ({ ...(p ?? base), sent, total })),
      onSuccess: (revision) => {
        setProgress((p) => ({ ...(p ?? base), sent: file.size, done: t(m.uploaded, { name: file.name, revision }) }));
        input.value = '';
        onUploaded();
      },
      // The upload's own words when the server gave none (lib/portal-upload.ts writes them in English).
      onError: (message) => setProgress((p) => ({ ...(p ?? base), error: message === english.format(m.uploadFailed) ? t(m.uploadFailed) : message })),
    });
    if (handle.resumed) setProgress((p) => ({ ...(p ?? base), resumed: true }));
  };
  const uploading = progress !== null && !progress.done && !progress.error;
  const percent = progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  return (
    <div className="project-files__upload">
      <label htmlFor={id}>{t(m.uploadTo, { folder: folder.name })}</label>
      <input id={id} type="file" disabled={uploading} onChange={(e) => void onChange(e)} />
      <p className="project-files__meta">{t(m.uploadHint)}</p>
      {progress && (
        <div role="status" className="project-files__progress">
          {progress.done ? (
            progress.done
          ) : progress.error ? (
            <span role="alert">{progress.error}</span>
          ) : (
            <>
              <progress max={100} value={percent} aria-label={t(m.uploadingLabel, { name: progress.name })} />
              <span>{t(progress.resumed ? m.resuming : m.uploading, { name: progress.name, percent })}</span>
            </>
          )}
        </div>
      )}
    </div>
  );
}

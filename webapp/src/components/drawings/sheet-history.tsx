import type { Sheet } from '../../gen/gusset/portal/v1/drawings_pb';
import { formatDateTime } from '../../lib/format-date';
import { fileSize } from '../project-files/project-files-view';
import { RevisionDownload } from './revision-download';
import './drawings.css';

// SheetHistory is a sheet's revisions, newest first: each one's file, who added it,
// when and why, the transmittals that carried it, and its download.
export function SheetHistory({ sheet, downloadUrl }: { sheet: Sheet; downloadUrl: (revisionId: string) => Promise<string> }) {
  if (sheet.revisions.length === 0) return <p className="drawings__meta">No revision yet.</p>;
  return (
    <ol className="drawings__history" aria-label={`Revisions of ${sheet.sheetNumber}`}>
      {sheet.revisions.map((r) => (
        <li key={r.id}>
          <p>
            <strong>Revision {r.revision}</strong> · {r.fileName} · {fileSize(r.size)}
          </p>
          <p className="drawings__meta">
            {r.uploaderName ? `${r.uploaderName}, ` : ''}
            {formatDateTime(r.createTime)}
            {r.reason && ` — “${r.reason}”`}
            {r.transmittalNumbers.length > 0 && ` · sent in ${r.transmittalNumbers.join(', ')}`}
          </p>
          <RevisionDownload revisionId={r.id} fileName={r.fileName} label={`Download ${sheet.sheetNumber} rev ${r.revision}`} downloadUrl={downloadUrl} />
        </li>
      ))}
    </ol>
  );
}

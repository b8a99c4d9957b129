import type { Sheet } from '../../gen/gusset/portal/v1/drawings_pb';
import { formatDateTime } from '../../lib/format-date';
import { useLocale, useT } from '../../lib/i18n/locale';
import { fileSize } from '../project-files/project-files-view';
import * as m from './drawings-messages';
import { RevisionDownload } from './revision-download';
import './drawings.css';

// SheetHistory is a sheet's revisions, newest first: each one's file, who added it,
// when and why, the transmittals that carried it, and its download.
export function SheetHistory({ sheet, downloadUrl }: { sheet: Sheet; downloadUrl: (revisionId: string) => Promise<string> }) {
  const t = useT();
  const locale = useLocale();
  if (sheet.revisions.length === 0) return <p className="drawings__meta">{t(m.noRevision)}</p>;
  return (
    <ol className="drawings__history" aria-label={t(m.revisionsOf, { sheet: sheet.sheetNumber })}>
      {sheet.revisions.map((r) => (
        <li key={r.id}>
          <p>
            <strong>{t(m.revision, { revision: r.revision })}</strong> · {r.fileName} · {fileSize(r.size)}
          </p>
          <p className="drawings__meta">
            {r.uploaderName ? `${r.uploaderName}, ` : ''}
            {formatDateTime(r.createTime, { locale })}
            {r.reason && ` — ${t(m.quoted, { text: r.reason })}`}
            {r.transmittalNumbers.length > 0 && ` · ${t(m.sentIn, { numbers: r.transmittalNumbers.join(', ') })}`}
          </p>
          <RevisionDownload
            revisionId={r.id}
            fileName={r.fileName}
            label={t(m.downloadRevision, { sheet: sheet.sheetNumber, revision: r.revision })}
            downloadUrl={downloadUrl}
          />
        </li>
      ))}
    </ol>
  );
}

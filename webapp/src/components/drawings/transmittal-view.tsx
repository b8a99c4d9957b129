import type { Transmittal, TransmittalFile, TransmittalItem, TransmittalRecipient } from '../../gen/gusset/portal/v1/drawings_pb';
import { purposeLabel, transmittalClock, transmittalState, type T } from '../../lib/drawing-words';
import { formatDateTime, formatDay } from '../../lib/format-date';
import { formatEnglish } from '../../lib/i18n/english';
import { useLocale, useT, type Locale } from '../../lib/i18n/locale';
import { fileSize } from '../project-files/project-files-view';
import { ClockBadge } from './clock-badge';
import * as m from './drawings-messages';
import { RevisionDownload } from './revision-download';
import { around } from './slot';
import './drawings.css';

type Props = {
  transmittal: Transmittal;
  downloadUrl: (revisionId: string) => Promise<string>;
  // Answers a signed link to a project file's revision the transmittal carries (the
  // portal files' own download: FileService or, for staff, ProjectFileAdminService).
  fileUrl: (revisionId: string) => Promise<string>;
  // Answers a signed link to a review's stamped PDF; without it (an outside reviewer, who
  // may not fetch them) the returns show without their download.
  stampedUrl?: (reviewId: string) => Promise<string>;
};

// TransmittalView is one transmittal as both sides see it: its project, dates and purpose, who it
// went to and when each first opened it and downloaded from it, its items with their
// downloads and returned statuses, its other files (for information: never reviewed) with
// theirs, its clock, and the message.
export function TransmittalView({ transmittal: tr, downloadUrl, fileUrl, stampedUrl }: Props) {
  const t = useT();
  const locale = useLocale();
  const to = tr.recipients.filter((r) => !r.copy);
  const copies = tr.recipients.filter((r) => r.copy);
  return (
    <div className="drawings__transmittal">
      <dl className="drawings__facts">
        {tr.projectName && (
          <div>
            <dt>{t(m.project)}</dt>
            <dd>{tr.projectName}</dd>
          </div>
        )}
        <div>
          <dt>{t(m.purpose)}</dt>
          <dd>{purposeLabel(tr.purpose, t)}</dd>
        </div>
        <div>
          <dt>{t(m.issued)}</dt>
          <dd>
            <time dateTime={tr.issueDate}>{formatDay(tr.issueDate, { locale })}</time>
          </dd>
        </div>
        <div>
          <dt>{t(m.dueBack)}</dt>
          <dd>
            <time dateTime={tr.dueDate}>{formatDay(tr.dueDate, { locale })}</time>
          </dd>
        </div>
        <div>
          <dt>{t(m.state)}</dt>
          <dd>
            {transmittalState(tr, t)} <ClockBadge words={transmittalClock(tr, t)} overdue={tr.overdue} />
          </dd>
        </div>
        {tr.resubmitsNumberText && (
          <div>
            <dt>{t(m.resubmits)}</dt>
            <dd>{tr.resubmitsNumberText}</dd>
          </div>
        )}
        {tr.senderName && (
          <div>
            <dt>{t(m.sentBy)}</dt>
            <dd>{tr.senderName}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby={`recipients-${tr.id}`}>
        <h3 id={`recipients-${tr.id}`}>{t(m.recipients)}</h3>
        <People label={t(m.to)} people={to} />
        {copies.length > 0 && <People label={t(m.copies)} people={copies} />}
      </section>
      {/* A transmittal of files only (for information) has no items to list. */}
      {(tr.items.length > 0 || tr.files.length === 0) && (
        <section aria-labelledby={`items-${tr.id}`}>
          <h3 id={`items-${tr.id}`}>{t(m.items, { count: tr.items.length })}</h3>
          <ul className="drawings__items">
            {tr.items.map((item) => (
              <li key={item.id}>
                <p>
                  <strong>{t(m.sheetRevision, { sheet: item.sheetNumber, revision: item.revision })}</strong>
                  {item.title && ` · ${item.title}`}
                </p>
                <p className="drawings__meta">{item.fileName}</p>
                <RevisionDownload
                  revisionId={item.revisionId}
                  fileName={item.fileName}
                  label={t(m.downloadRevision, { sheet: item.sheetNumber, revision: item.revision })}
                  downloadUrl={downloadUrl}
                />
                <ItemReturn item={item} stampedUrl={stampedUrl} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {tr.files.length > 0 && <OtherFiles id={tr.id} files={tr.files} fileUrl={fileUrl} />}
      {tr.message && (
        <section aria-labelledby={`message-${tr.id}`}>
          <h3 id={`message-${tr.id}`}>{t(m.message)}</h3>
          <p className="drawings__message">{tr.message}</p>
        </section>
      )}
    </div>
  );
}

// OtherFiles are the project files a transmittal carries besides its sheets, as sent.
function OtherFiles({ id, files, fileUrl }: { id: string; files: TransmittalFile[]; fileUrl: (revisionId: string) => Promise<string> }) {
  const t = useT();
  return (
    <section aria-labelledby={`files-${id}`}>
      <h3 id={`files-${id}`}>{t(m.otherFilesCount, { count: files.length })}</h3>
      <ul className="drawings__items" aria-label={t(m.otherFiles)}>
        {files.map((f) => (
          <li key={f.revisionId}>
            <p>
              <strong>{f.name}</strong>
            </p>
            <p className="drawings__meta">{t(m.fileRevision, { revision: f.revisionNumber, size: fileSize(f.size) })}</p>
            <RevisionDownload revisionId={f.revisionId} fileName={f.name} label={t(m.downloadFile, { name: f.name })} downloadUrl={fileUrl} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// ItemReturn is an item's status once a reviewer returned it, with the stamped PDF.
function ItemReturn({ item, stampedUrl }: { item: TransmittalItem; stampedUrl?: (reviewId: string) => Promise<string> }) {
  const t = useT();
  const locale = useLocale();
  const r = item.review;
  if (!r) return null;
  const by = [r.reviewerName, r.organizationName].filter(Boolean).join(', ');
  const [before, after] = around((status) => t(m.returned, { status }));
  return (
    <div className="drawings__review">
      <p>
        {before}
        <strong>{r.label}</strong>
        {after}
        {by && ` ${t(m.returnedBy, { by })}`}
        {r.createTime && ` ${t(m.returnedAt, { time: formatDateTime(r.createTime, { locale }) })}`}
      </p>
      {r.comment && <p className="drawings__message">{t(m.quoted, { text: r.comment })}</p>}
      {r.markupFileName && <p className="drawings__meta">{t(m.markedUp, { file: r.markupFileName })}</p>}
      {stampedUrl && r.stampedFileName && (
        <RevisionDownload
          revisionId={r.id}
          fileName={r.stampedFileName}
          label={t(m.downloadStamped, { sheet: item.sheetNumber, revision: item.revision })}
          downloadUrl={stampedUrl}
        />
      )}
    </div>
  );
}

function People({ label, people }: { label: string; people: TransmittalRecipient[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <h4 className="drawings__people-label">{label}</h4>
      <ul className="drawings__people" aria-label={label}>
        {people.map((p) => (
          <li key={p.clientUserId || p.reviewerId || p.email}>
            <strong>{p.name || p.email}</strong>
            {p.name && <span className="drawings__meta"> {p.email}</span>}
            <p className="drawings__meta">{receivedWords(p, t, locale)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

// receivedWords is "received by … at …": the first open and the first download, each
// recorded once. English unless given the page's t and locale.
export function receivedWords(p: TransmittalRecipient, t: T = formatEnglish, locale?: Locale): string {
  const who = p.name || p.email;
  if (!p.firstOpenTime && !p.firstDownloadTime) return t(m.notOpened);
  const parts = [];
  if (p.firstOpenTime) parts.push(t(m.receivedBy, { who, time: formatDateTime(p.firstOpenTime, { locale }) }));
  if (p.firstDownloadTime) {
    const time = formatDateTime(p.firstDownloadTime, { locale });
    parts.push(p.firstOpenTime ? t(m.firstDownload, { time }) : t(m.firstDownloadedBy, { who, time }));
  }
  return parts.join('; ');
}

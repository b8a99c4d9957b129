import type { Transmittal, TransmittalFile, TransmittalItem, TransmittalRecipient } from '../../gen/gusset/portal/v1/drawings_pb';
import { purposeLabel, transmittalClock, transmittalState } from '../../lib/drawing-words';
import { formatDateTime, formatDay } from '../../lib/format-date';
import { fileSize } from '../project-files/project-files-view';
import { ClockBadge } from './clock-badge';
import { RevisionDownload } from './revision-download';
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
export function TransmittalView({ transmittal: t, downloadUrl, fileUrl, stampedUrl }: Props) {
  const to = t.recipients.filter((r) => !r.copy);
  const copies = t.recipients.filter((r) => r.copy);
  return (
    <div className="drawings__transmittal">
      <dl className="drawings__facts">
        {t.projectName && (
          <div>
            <dt>Project</dt>
            <dd>{t.projectName}</dd>
          </div>
        )}
        <div>
          <dt>Purpose</dt>
          <dd>{purposeLabel(t.purpose)}</dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>
            <time dateTime={t.issueDate}>{formatDay(t.issueDate)}</time>
          </dd>
        </div>
        <div>
          <dt>Due back</dt>
          <dd>
            <time dateTime={t.dueDate}>{formatDay(t.dueDate)}</time>
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>
            {transmittalState(t)} <ClockBadge words={transmittalClock(t)} overdue={t.overdue} />
          </dd>
        </div>
        {t.resubmitsNumberText && (
          <div>
            <dt>Resubmits</dt>
            <dd>{t.resubmitsNumberText}</dd>
          </div>
        )}
        {t.senderName && (
          <div>
            <dt>Sent by</dt>
            <dd>{t.senderName}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby={`recipients-${t.id}`}>
        <h3 id={`recipients-${t.id}`}>Recipients</h3>
        <People label="To" people={to} />
        {copies.length > 0 && <People label="Copies" people={copies} />}
      </section>
      {/* A transmittal of files only (for information) has no items to list. */}
      {(t.items.length > 0 || t.files.length === 0) && (
        <section aria-labelledby={`items-${t.id}`}>
          <h3 id={`items-${t.id}`}>Items ({t.items.length})</h3>
          <ul className="drawings__items">
            {t.items.map((item) => (
              <li key={item.id}>
                <p>
                  <strong>
                    {item.sheetNumber} rev {item.revision}
                  </strong>
                  {item.title && ` · ${item.title}`}
                </p>
                <p className="drawings__meta">{item.fileName}</p>
                <RevisionDownload revisionId={item.revisionId} fileName={item.fileName} label={`Download ${item.sheetNumber} rev ${item.revision}`} downloadUrl={downloadUrl} />
                <ItemReturn item={item} stampedUrl={stampedUrl} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {t.files.length > 0 && <OtherFiles id={t.id} files={t.files} fileUrl={fileUrl} />}
      {t.message && (
        <section aria-labelledby={`message-${t.id}`}>
          <h3 id={`message-${t.id}`}>Message</h3>
          <p className="drawings__message">{t.message}</p>
        </section>
      )}
    </div>
  );
}

// OtherFiles are the project files a transmittal carries besides its sheets, as sent.
function OtherFiles({ id, files, fileUrl }: { id: string; files: TransmittalFile[]; fileUrl: (revisionId: string) => Promise<string> }) {
  return (
    <section aria-labelledby={`files-${id}`}>
      <h3 id={`files-${id}`}>Other files ({files.length})</h3>
      <ul className="drawings__items" aria-label="Other files">
        {files.map((f) => (
          <li key={f.revisionId}>
            <p>
              <strong>{f.name}</strong>
            </p>
            <p className="drawings__meta">
              Revision {f.revisionNumber} · {fileSize(f.size)} · for information
            </p>
            <RevisionDownload revisionId={f.revisionId} fileName={f.name} label={`Download ${f.name}`} downloadUrl={fileUrl} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// ItemReturn is an item's status once a reviewer returned it, with the stamped PDF.
function ItemReturn({ item, stampedUrl }: { item: TransmittalItem; stampedUrl?: (reviewId: string) => Promise<string> }) {
  const r = item.review;
  if (!r) return null;
  const by = [r.reviewerName, r.organizationName].filter(Boolean).join(', ');
  return (
    <div className="drawings__review">
      <p>
        Returned <strong>{r.label}</strong>
        {by && ` by ${by}`}
        {r.createTime && ` at ${formatDateTime(r.createTime)}`}
      </p>
      {r.comment && <p className="drawings__message">“{r.comment}”</p>}
      {r.markupFileName && <p className="drawings__meta">Marked up: {r.markupFileName}</p>}
      {stampedUrl && r.stampedFileName && (
        <RevisionDownload revisionId={r.id} fileName={r.stampedFileName} label={`Download stamped ${item.sheetNumber} rev ${item.revision}`} downloadUrl={stampedUrl} />
      )}
    </div>
  );
}

function People({ label, people }: { label: string; people: TransmittalRecipient[] }) {
  return (
    <>
      <h4 className="drawings__people-label">{label}</h4>
      <ul className="drawings__people" aria-label={label}>
        {people.map((p) => (
          <li key={p.clientUserId || p.reviewerId || p.email}>
            <strong>{p.name || p.email}</strong>
            {p.name && <span className="drawings__meta"> {p.email}</span>}
            <p className="drawings__meta">{receivedWords(p)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

// receivedWords is "received by … at …": the first open and the first download, each
// recorded once.
export function receivedWords(p: TransmittalRecipient): string {
  const who = p.name || p.email;
  if (!p.firstOpenTime && !p.firstDownloadTime) return 'Not opened yet';
  const parts = [];
  if (p.firstOpenTime) parts.push(`Received by ${who} at ${formatDateTime(p.firstOpenTime)}`);
  if (p.firstDownloadTime) parts.push(`${p.firstOpenTime ? 'first download' : `First downloaded by ${who}`} at ${formatDateTime(p.firstDownloadTime)}`);
  return parts.join('; ');
}

import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ClockBadge } from '../../../components/drawings/clock-badge';
import { RfiHolds } from '../../../components/drawings/rfi-holds';
import { SheetHistory } from '../../../components/drawings/sheet-history';
import { anySheet, filtered, MoreSheets, SheetFilters, sheetsOf } from '../../../components/drawings/sheet-filters';
import { TransmittalList } from '../../../components/drawings/transmittal-list';
import type { Sheet } from '../../../gen/gusset/portal/v1/drawings_pb';
import { sheetClock, sheetKindLabel, sheetStatusLabel } from '../../../lib/drawing-words';
import { errorText } from '../../../lib/error-text';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useRevisionUrl, useSheet, useSheetPages, useTransmittals } from '../api/use-drawings';
import { DrawingSnapshot } from './drawing-snapshot';
import '../../../components/drawings/drawings.css';

// The slot under an opened sheet where the revisions' comparison is mounted (a feature of
// its own, composed in src/app/routes.tsx).
export type CompareSlot = (sheet: Sheet) => ReactNode;

// The drawings of a project on the client's project page (its index child route): the
// review clock's snapshot, the register, read-only, a page at a time and searched by the
// server, with each sheet's history (every revision's download) read when opened, and the
// transmittals. Cards, not a table: it reads on a 375 px phone.
export function PortalDrawingsSection({ compare }: { compare?: CompareSlot }) {
  const { id = '' } = useParams();
  return (
    <>
      <DrawingSnapshot projectId={id} />
      <Register projectId={id} compare={compare} />
      <Transmittals projectId={id} />
    </>
  );
}

function Register({ projectId, compare }: { projectId: string; compare?: CompareSlot }) {
  const [filter, setFilter] = useState(anySheet);
  const pages = useSheetPages(projectId, filter);
  useSignInOnExpiry(pages.error);
  const sheets = sheetsOf(pages);
  return (
    <section aria-labelledby="portal-drawings">
      <h2 id="portal-drawings">Drawings</h2>
      <SheetFilters filter={filter} onChange={setFilter} label="Search drawings" />
      {pages.isPending ? (
        <p role="status">Loading the drawings…</p>
      ) : pages.isError ? (
        <p role="alert">{errorText(pages.error, 'The drawings could not be loaded.')}</p>
      ) : sheets.length === 0 ? (
        <p>{filtered(filter) ? 'No drawing matches.' : 'No drawings yet.'}</p>
      ) : (
        <>
          <ul className="drawings__sheets" aria-label="Drawing register">
            {sheets.map((s) => (
              <li key={s.id}>
                <p>
                  <strong>{s.sheetNumber}</strong>
                  {s.title && ` · ${s.title}`}
                </p>
                <p className="drawings__meta">
                  {[sheetKindLabel(s.kind), s.area, s.revision ? `rev ${s.revision}` : 'no revision', sheetStatusLabel(s.status)].filter(Boolean).join(' · ')}
                </p>
                <ClockBadge words={sheetClock(s)} overdue={s.overdue} />
                {s.hold && <p className="drawings__badge">On hold: {s.holdReason}</p>}
                {s.rfiHolds.length > 0 && (
                  <p>
                    <RfiHolds holds={s.rfiHolds} pathOf={(rfi) => `/portal/projects/${projectId}/rfis/${rfi}`} />
                  </p>
                )}
                <Revisions sheet={s} compare={compare} />
              </li>
            ))}
          </ul>
          <MoreSheets pages={pages} />
        </>
      )}
    </section>
  );
}

// Revisions is a sheet's history behind a button: read from the server when opened.
function Revisions({ sheet, compare }: { sheet: Sheet; compare?: CompareSlot }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Revisions of {sheet.sheetNumber}
      </button>
      {open && <History id={sheet.id} compare={compare} />}
    </div>
  );
}

function History({ id, compare }: { id: string; compare?: CompareSlot }) {
  const sheet = useSheet(id);
  useSignInOnExpiry(sheet.error);
  const downloadUrl = useRevisionUrl();
  if (sheet.isPending) return <p role="status">Loading the revisions…</p>;
  if (sheet.isError || !sheet.data) return <p role="alert">{errorText(sheet.error, 'The revisions could not be loaded.')}</p>;
  return (
    <>
      <SheetHistory sheet={sheet.data} downloadUrl={downloadUrl} />
      {compare?.(sheet.data)}
    </>
  );
}

function Transmittals({ projectId }: { projectId: string }) {
  const transmittals = useTransmittals(projectId);
  useSignInOnExpiry(transmittals.error);
  return (
    <section aria-labelledby="portal-transmittals">
      <h2 id="portal-transmittals">Transmittals</h2>
      {transmittals.isPending ? (
        <p role="status">Loading the transmittals…</p>
      ) : transmittals.isError ? (
        <p role="alert">{errorText(transmittals.error, 'The transmittals could not be loaded.')}</p>
      ) : (
        <TransmittalList transmittals={transmittals.data} pathOf={(t) => `/portal/projects/${projectId}/transmittals/${t.id}`} />
      )}
    </section>
  );
}

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
import { useLocale, useT } from '../../../lib/i18n/locale';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useRevisionUrl, useSheet, useSheetPages, useTransmittals } from '../api/use-drawings';
import * as m from './drawing-messages';
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
  const t = useT();
  const locale = useLocale();
  const [filter, setFilter] = useState(anySheet);
  const pages = useSheetPages(projectId, filter);
  useSignInOnExpiry(pages.error);
  const sheets = sheetsOf(pages);
  return (
    <section aria-labelledby="portal-drawings">
      <h2 id="portal-drawings">{t(m.register)}</h2>
      <SheetFilters filter={filter} onChange={setFilter} label={t(m.search)} />
      {pages.isPending ? (
        <p role="status">{t(m.loading)}</p>
      ) : pages.isError ? (
        <p role="alert">{errorText(pages.error, t(m.loadFailed))}</p>
      ) : sheets.length === 0 ? (
        <p>{filtered(filter) ? t(m.noMatch) : t(m.none)}</p>
      ) : (
        <>
          <ul className="drawings__sheets" aria-label={t(m.registerLabel)}>
            {sheets.map((s) => (
              <li key={s.id}>
                <p>
                  <strong>{s.sheetNumber}</strong>
                  {s.title && ` · ${s.title}`}
                </p>
                <p className="drawings__meta">
                  {[sheetKindLabel(s.kind, t), s.area, s.revision ? t(m.revision, { revision: s.revision }) : t(m.noRevision), sheetStatusLabel(s.status, t)].filter(Boolean).join(' · ')}
                </p>
                <ClockBadge words={sheetClock(s, t, locale)} overdue={s.overdue} />
                {s.hold && <p className="drawings__badge">{t(m.onHold, { reason: s.holdReason })}</p>}
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
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(m.revisionsOf, { sheet: sheet.sheetNumber })}
      </button>
      {open && <History id={sheet.id} compare={compare} />}
    </div>
  );
}

function History({ id, compare }: { id: string; compare?: CompareSlot }) {
  const t = useT();
  const sheet = useSheet(id);
  useSignInOnExpiry(sheet.error);
  const downloadUrl = useRevisionUrl();
  if (sheet.isPending) return <p role="status">{t(m.revisionsLoading)}</p>;
  if (sheet.isError || !sheet.data) return <p role="alert">{errorText(sheet.error, t(m.revisionsLoadFailed))}</p>;
  return (
    <>
      <SheetHistory sheet={sheet.data} downloadUrl={downloadUrl} />
      {compare?.(sheet.data)}
    </>
  );
}

function Transmittals({ projectId }: { projectId: string }) {
  const t = useT();
  const transmittals = useTransmittals(projectId);
  useSignInOnExpiry(transmittals.error);
  return (
    <section aria-labelledby="portal-transmittals">
      <h2 id="portal-transmittals">{t(m.transmittals)}</h2>
      {transmittals.isPending ? (
        <p role="status">{t(m.transmittalsLoading)}</p>
      ) : transmittals.isError ? (
        <p role="alert">{errorText(transmittals.error, t(m.transmittalsLoadFailed))}</p>
      ) : (
        <TransmittalList transmittals={transmittals.data} pathOf={(tr) => `/portal/projects/${projectId}/transmittals/${tr.id}`} />
      )}
    </section>
  );
}

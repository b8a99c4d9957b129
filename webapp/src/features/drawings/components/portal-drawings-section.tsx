import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ClockBadge } from '../../../components/drawings/clock-badge';
import { SheetHistory } from '../../../components/drawings/sheet-history';
import { TransmittalList } from '../../../components/drawings/transmittal-list';
import type { Sheet } from '../../../gen/gusset/portal/v1/drawings_pb';
import { sheetClock, sheetKindLabel, sheetStatusLabel } from '../../../lib/drawing-words';
import { errorText } from '../../../lib/error-text';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { useRevisionUrl, useSheets, useTransmittals } from '../api/use-drawings';
import { DrawingSnapshot } from './drawing-snapshot';
import '../../../components/drawings/drawings.css';

// The slot under an opened sheet where the revisions' comparison is mounted (a feature of
// its own, composed in src/app/routes.tsx).
export type CompareSlot = (sheet: Sheet) => ReactNode;

// The drawings of a project on the client's project page (its index child route): the
// review clock's snapshot, the register, read-only, with every revision's download, and the transmittals. Cards, not
// a table: it reads on a 375 px phone.
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
  const sheets = useSheets(projectId);
  useSignInOnExpiry(sheets.error);
  const downloadUrl = useRevisionUrl();
  return (
    <section aria-labelledby="portal-drawings">
      <h2 id="portal-drawings">Drawings</h2>
      {sheets.isPending ? (
        <p role="status">Loading the drawings…</p>
      ) : sheets.isError ? (
        <p role="alert">{errorText(sheets.error, 'The drawings could not be loaded.')}</p>
      ) : sheets.data.length === 0 ? (
        <p>No drawings yet.</p>
      ) : (
        <ul className="drawings__sheets" aria-label="Drawing register">
          {sheets.data.map((s) => (
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
              <details>
                <summary>Revisions of {s.sheetNumber}</summary>
                <SheetHistory sheet={s} downloadUrl={downloadUrl} />
                {compare?.(s)}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
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

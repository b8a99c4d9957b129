import { useState, type ReactNode } from 'react';
import { ClockBadge } from '../../../components/drawings/clock-badge';
import { RfiHolds } from '../../../components/drawings/rfi-holds';
import { SheetHistory } from '../../../components/drawings/sheet-history';
import { anySheet, filtered, MoreSheets, SheetFilters, sheetsOf } from '../../../components/drawings/sheet-filters';
import type { Sheet } from '../../../gen/gusset/portal/v1/drawings_pb';
import { sheetClock, sheetKindLabel, sheetStatusLabel } from '../../../lib/drawing-words';
import { errorText } from '../../../lib/error-text';
import { useRevisionUrlAdmin } from '../api/use-drawings-admin';
import { useSheetAdmin, useSheetPagesAdmin } from '../api/use-sheet-pages-admin';
import { panel } from './drawings-admin-styles';
import { SheetEditForm } from './sheet-edit-form';

// The slot under an opened sheet where the revisions' comparison is mounted (a feature of
// its own, composed in src/app/admin-screens.tsx). It is given the sheet with its history.
export type CompareSlot = (sheet: Sheet) => ReactNode;

// The project's register for staff, a page at a time, searched and filtered by the
// server: each sheet with its current revision, status and hold; an opened sheet reads
// its history (its revisions with their downloads), and shows its form and the
// comparison slot.
export function SheetRegisterAdmin({ projectId, compare }: { projectId: string; compare?: CompareSlot }) {
  const [filter, setFilter] = useState(anySheet);
  const pages = useSheetPagesAdmin(projectId, filter);
  const [open, setOpen] = useState('');
  const sheets = sheetsOf(pages);
  const opened = sheets.find((s) => s.id === open);
  return (
    <>
      <SheetFilters filter={filter} onChange={setFilter} />
      {pages.isPending ? (
        <p className="admin-state" role="status">
          Loading the register...
        </p>
      ) : pages.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(pages.error, 'Failed to load the register.')}
        </p>
      ) : sheets.length === 0 ? (
        <p className="admin-state">{filtered(filter) ? 'No sheet matches.' : 'No sheets yet: add PDFs below.'}</p>
      ) : (
        <>
          <div className="admin-table-wrap" role="region" aria-label="Drawing register" tabIndex={0}>
            <table className="admin-table admin-table--cards">
              <thead>
                <tr>
                  <th scope="col">Sheet</th>
                  <th scope="col">Title</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Area</th>
                  <th scope="col">Revision</th>
                  <th scope="col">Status</th>
                  <th scope="col">Hold</th>
                </tr>
              </thead>
              <tbody>
                {sheets.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">
                      <button type="button" className="button" aria-expanded={s.id === open} onClick={() => setOpen(s.id === open ? '' : s.id)}>
                        {s.sheetNumber}
                      </button>
                    </th>
                    <td data-label="Title">{s.title}</td>
                    <td data-label="Kind">{sheetKindLabel(s.kind)}</td>
                    <td data-label="Area">{s.area}</td>
                    <td data-label="Revision">{s.revision || '—'}</td>
                    <td data-label="Status">
                      {sheetStatusLabel(s.status)} <ClockBadge words={sheetClock(s)} overdue={s.overdue} />
                    </td>
                    <td data-label="Hold">
                      {s.hold ? `On hold: ${s.holdReason} ` : ''}
                      <RfiHolds holds={s.rfiHolds} pathOf={(rfi) => `/admin/rfis/${rfi}`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <MoreSheets pages={pages} />
        </>
      )}
      {opened && <SheetPanel key={opened.id} sheet={opened} compare={compare} />}
    </>
  );
}

// SheetPanel is an opened sheet: its history, read now, its comparison and its form.
function SheetPanel({ sheet, compare }: { sheet: Sheet; compare?: CompareSlot }) {
  const downloadUrl = useRevisionUrlAdmin();
  const history = useSheetAdmin(sheet.id);
  return (
    <section style={panel} aria-labelledby={`sheet-${sheet.id}`}>
      <h3 id={`sheet-${sheet.id}`}>
        Sheet {sheet.sheetNumber}
        {sheet.title && ` · ${sheet.title}`}
      </h3>
      <h4>Revisions</h4>
      {history.isPending ? (
        <p className="admin-state" role="status">
          Loading the revisions...
        </p>
      ) : history.isError || !history.data ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(history.error, 'Failed to load the revisions.')}
        </p>
      ) : (
        <>
          <SheetHistory sheet={history.data} downloadUrl={downloadUrl} />
          {compare?.(history.data)}
        </>
      )}
      <h4>Edit the sheet</h4>
      <SheetEditForm sheet={sheet} />
    </section>
  );
}

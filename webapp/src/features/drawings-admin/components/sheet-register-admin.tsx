import { useId, useState, type ReactNode } from 'react';
import { ClockBadge } from '../../../components/drawings/clock-badge';
import { SheetHistory } from '../../../components/drawings/sheet-history';
import type { Sheet } from '../../../gen/gusset/portal/v1/drawings_pb';
import { sheetClock, sheetKindLabel, sheetStatusLabel } from '../../../lib/drawing-words';
import { errorText } from '../../../lib/error-text';
import { useRevisionUrlAdmin, useSheetsAdmin } from '../api/use-drawings-admin';
import { panel } from './drawings-admin-styles';
import { SheetEditForm } from './sheet-edit-form';

// The slot under an opened sheet where the revisions' comparison is mounted (a feature of
// its own, composed in src/app/admin-screens.tsx).
export type CompareSlot = (sheet: Sheet) => ReactNode;

// matches is the register's filter: a sheet's number, title or area holding the words.
export function matches(sheet: Sheet, filter: string): boolean {
  const words = filter.trim().toLowerCase();
  return words === '' || [sheet.sheetNumber, sheet.title, sheet.area].some((v) => v.toLowerCase().includes(words));
}

// The project's register for staff: every sheet with its current revision, status and
// hold; an opened sheet shows its revisions with their downloads, its form, and the
// comparison slot.
export function SheetRegisterAdmin({ projectId, compare }: { projectId: string; compare?: CompareSlot }) {
  const sheets = useSheetsAdmin(projectId);
  const [open, setOpen] = useState('');
  const [filter, setFilter] = useState('');
  const filterId = useId();
  if (sheets.isPending) {
    return (
      <p className="admin-state" role="status">
        Loading the register...
      </p>
    );
  }
  if (sheets.isError) {
    return (
      <p className="admin-state admin-state--error" role="alert">
        {errorText(sheets.error, 'Failed to load the register.')}
      </p>
    );
  }
  if (sheets.data.length === 0) return <p className="admin-state">No sheets yet: add PDFs below.</p>;
  const shown = sheets.data.filter((s) => matches(s, filter));
  const opened = sheets.data.find((s) => s.id === open);
  return (
    <>
      <div className="field" style={{ maxWidth: '24rem' }}>
        <label htmlFor={filterId}>Filter sheets</label>
        <input id={filterId} type="search" value={filter} placeholder="Number, title or area" onChange={(e) => setFilter(e.target.value)} />
      </div>
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
            {shown.map((s) => (
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
                <td data-label="Hold">{s.hold ? `On hold: ${s.holdReason}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p className="admin-state">No sheet matches “{filter}”.</p>}
      {opened && <SheetPanel key={opened.id} sheet={opened} compare={compare} />}
    </>
  );
}

function SheetPanel({ sheet, compare }: { sheet: Sheet; compare?: CompareSlot }) {
  const downloadUrl = useRevisionUrlAdmin();
  return (
    <section style={panel} aria-labelledby={`sheet-${sheet.id}`}>
      <h3 id={`sheet-${sheet.id}`}>
        Sheet {sheet.sheetNumber}
        {sheet.title && ` · ${sheet.title}`}
      </h3>
      <h4>Revisions</h4>
      <SheetHistory sheet={sheet} downloadUrl={downloadUrl} />
      {compare?.(sheet)}
      <h4>Edit the sheet</h4>
      <SheetEditForm sheet={sheet} />
    </section>
  );
}

import { SheetKind } from '../../../gen/gusset/portal/v1/drawings_pb';
import { sheetKinds } from '../../../lib/drawing-words';

// Row is one file of a bulk add as staff confirm it.
export type Row = {
  uploadId: string;
  fileName: string;
  sheetNumber: string;
  revision: string;
  // The project has a sheet of that number: its title and kind stay as they are.
  existing: boolean;
  title: string;
  kind: SheetKind;
  reason: string;
  // What the server found when reading the name; hidden once the row is edited.
  problem: string;
  edited: boolean;
};

type Props = {
  rows: Row[];
  // The commit's violations, keyed as the server names them ("revisions[3].upload_id").
  errors: Record<string, string>;
  onChange: (index: number, change: Partial<Row>) => void;
  onRemove: (index: number) => void;
};

const fields = ['upload_id', 'sheet_number', 'revision', 'title', 'kind', 'reason'];

// rowErrors are the violations of row i, in the columns' order.
export function rowErrors(errors: Record<string, string>, i: number): string[] {
  return fields.map((f) => errors[`revisions[${i}].${f}`]).filter((m): m is string => Boolean(m));
}

// The confirmation table of a bulk add: what each file's name says, editable, with the
// problem of each row on that row.
export function BulkAddTable({ rows, errors, onChange, onRemove }: Props) {
  if (rows.length === 0) return <p className="admin-state">No files left to add.</p>;
  return (
    <div className="admin-table-wrap" role="region" aria-label="Confirm the sheets" tabIndex={0}>
      <table className="admin-table admin-table--cards">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Sheet number</th>
            <th scope="col">Revision</th>
            <th scope="col">Title</th>
            <th scope="col">Kind</th>
            <th scope="col">Reason</th>
            <th scope="col">Problem</th>
            <th scope="col">
              <span className="visually-hidden">Leave out</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const problems = [...(r.edited || !r.problem ? [] : [r.problem]), ...rowErrors(errors, i)];
            const invalid = (field: string) => (errors[`revisions[${i}].${field}`] ? true : undefined);
            return (
              <tr key={r.uploadId} aria-label={r.fileName}>
                <th scope="row">{r.fileName}</th>
                <td data-label="Sheet number">
                  <input aria-label={`Sheet number of ${r.fileName}`} value={r.sheetNumber} maxLength={40} aria-invalid={invalid('sheet_number')} onChange={(e) => onChange(i, { sheetNumber: e.target.value })} />
                </td>
                <td data-label="Revision">
                  <input aria-label={`Revision of ${r.fileName}`} value={r.revision} maxLength={10} size={4} aria-invalid={invalid('revision')} onChange={(e) => onChange(i, { revision: e.target.value })} />
                </td>
                <td data-label="Title">
                  {r.existing ? (
                    <span title="The sheet keeps its title">{r.title}</span>
                  ) : (
                    <input aria-label={`Title of ${r.fileName}`} value={r.title} maxLength={200} aria-invalid={invalid('title')} onChange={(e) => onChange(i, { title: e.target.value })} />
                  )}
                </td>
                <td data-label="Kind">
                  {r.existing ? (
                    'Existing sheet'
                  ) : (
                    <select aria-label={`Kind of ${r.fileName}`} value={r.kind} onChange={(e) => onChange(i, { kind: Number(e.target.value) as SheetKind })}>
                      {sheetKinds.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td data-label="Reason">
                  <input aria-label={`Reason for ${r.fileName}`} value={r.reason} maxLength={500} aria-invalid={invalid('reason')} onChange={(e) => onChange(i, { reason: e.target.value })} />
                </td>
                <td data-label="Problem" className="form-error">
                  {problems.join(' ')}
                </td>
                <td>
                  <button type="button" className="button" onClick={() => onRemove(i)}>
                    Leave out {r.fileName}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import type { TableBlockJson } from '../../gen/gusset/site/v1/page_content_pb';

// A figure ("1,250 MT", "640") is right-aligned, as numbers are read.
const numeric = /^[\d.,\s]+[A-Za-z%]*$/;

// A small table (a service's past work): the first cell of a row names it.
export function TableBlock({ block }: { block: TableBlockJson }) {
  const rows = block.rows ?? [];
  const columns = block.columns ?? [];
  if (rows.length === 0) return null;
  const label = block.caption || undefined;
  return (
    // Focusable so that keyboard users can scroll the table sideways on a phone.
    <div className="project-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="project-table">
        {label && <caption>{label}</caption>}
        {columns.length > 0 && (
          <thead>
            <tr>
              {columns.map((column, at) => (
                <th key={at} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {(row.cells ?? []).map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c} className={numeric.test(cell) ? 'numeric' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

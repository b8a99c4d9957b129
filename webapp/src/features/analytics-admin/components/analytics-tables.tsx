import type { AnalyticsConversion, AnalyticsRow } from '../../../gen/gusset/admin/v1/analytics_pb';

export const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

// A table in a named, focusable box: wide tables scroll inside it on a phone.
function TableBox({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={`${caption} table`} tabIndex={0}>
      <table className="admin-table analytics__table">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

// RowsTable lists a dimension's values with their visitors and page views.
export function RowsTable({ caption, label, rows }: { caption: string; label: string; rows: AnalyticsRow[] }) {
  if (rows.length === 0) return <p className="muted">None in this range.</p>;
  return (
    <TableBox caption={caption}>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Visitors</th>
          <th scope="col">Page views</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.value}>
            <th scope="row" className="analytics__value">
              {r.value || '(none)'}
            </th>
            <td>{r.visitors.toString()}</td>
            <td>{r.pageviews.toString()}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

// ConversionsTable lists a goal's conversions by entry page or source, with the rate.
export function ConversionsTable({ caption, label, rows }: { caption: string; label: string; rows: AnalyticsConversion[] }) {
  return (
    <TableBox caption={caption}>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Conversions</th>
          <th scope="col">Visitors</th>
          <th scope="col">Rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.value}>
            <th scope="row" className="analytics__value">
              {r.value}
            </th>
            <td>{r.conversions.toString()}</td>
            <td>{r.visitors.toString()}</td>
            <td>{r.visitors > 0n ? percent.format(r.rate) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

// NumbersTable is a chart's numbers: a first column of labels and a column per series.
export function NumbersTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number | bigint)[][] }) {
  return (
    <TableBox caption={caption}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={String(first)}>
            <th scope="row">{String(first)}</th>
            {rest.map((v, i) => (
              <td key={i}>{String(v)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

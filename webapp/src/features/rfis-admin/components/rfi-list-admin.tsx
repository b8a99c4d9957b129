import { useCallback, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClockBadge } from '../../../components/drawings/clock-badge';
import { ListSearch } from '../../../components/list-search/list-search';
import { RfiCourt, RfiStatus } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { saveBytes, saveText } from '../../../lib/save-file';
import { useExportRfisCsv, useExportRfisPdf, useRfiPagesAdmin, type RfiFilterInit } from '../api/use-rfis-admin';
import { clockWords, courtLabel, impactWords, rfiStatuses, rfiStatusLabel } from './rfi-words';
import '../../../components/drawings/drawings.css';

type Filter = { query: string; status: RfiStatus; ballInCourt: RfiCourt; overdueOnly: boolean };
const anyRfi: Filter = { query: '', status: RfiStatus.UNSPECIFIED, ballInCourt: RfiCourt.UNSPECIFIED, overdueOnly: false };
// A link may open the list already narrowed (the dashboard's "waiting on the firm" and
// "overdue" lines): ?court=firm|client, ?overdue=1.
function filterFrom(search: URLSearchParams): Filter {
  const court = { firm: RfiCourt.FIRM, client: RfiCourt.CLIENT }[search.get('court') ?? ''] ?? RfiCourt.UNSPECIFIED;
  return { ...anyRfi, ballInCourt: court, overdueOnly: search.get('overdue') === '1' };
}
const narrowed = (f: Filter) => f.query !== '' || f.status !== RfiStatus.UNSPECIFIED || f.ballInCourt !== RfiCourt.UNSPECIFIED || f.overdueOnly;

// RfiListAdmin is a list of RFIs for staff: one project's, or every project's (projectId
// ""), newest first, filtered by the server over the whole list, 50 at a time with "More";
// with the log (CSV or PDF) of what the filter shows.
export function RfiListAdmin({ projectId }: { projectId: string }) {
  const [search] = useSearchParams();
  const [filter, setFilter] = useState(() => filterFrom(search));
  const pages = useRfiPagesAdmin(projectId, filter satisfies RfiFilterInit);
  const rfis = pages.data?.pages.flatMap((p) => p.rfis) ?? [];
  const total = pages.data?.pages[0]?.totalSize ?? 0;
  const everyProject = projectId === '';
  return (
    <>
      <div className="admin-toolbar">
        <Filters filter={filter} onChange={setFilter} />
        <LogExport projectId={projectId} filter={filter} />
      </div>
      {pages.isPending ? (
        <p className="admin-state" role="status">
          Loading the RFIs...
        </p>
      ) : pages.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(pages.error, 'Failed to load the RFIs.')}
        </p>
      ) : rfis.length === 0 ? (
        <p className="admin-state">{narrowed(filter) ? 'No RFI matches.' : 'No RFIs yet.'}</p>
      ) : (
        <>
          <div className="admin-table-wrap" role="region" aria-label="RFI log" tabIndex={0}>
            <table className="admin-table admin-table--cards">
              <thead>
                <tr>
                  <th scope="col">RFI</th>
                  {everyProject && <th scope="col">Project</th>}
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                  <th scope="col">Ball in court</th>
                  <th scope="col">Required by</th>
                  <th scope="col">Clock</th>
                  <th scope="col">Impact</th>
                </tr>
              </thead>
              <tbody>
                {rfis.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">
                      <Link to={`/admin/rfis/${r.id}`}>{r.numberText}</Link>
                    </th>
                    {everyProject && <td data-label="Project">{`${r.jobNumber} ${r.projectName}`}</td>}
                    <td data-label="Subject" style={{ overflowWrap: 'anywhere' }}>
                      {r.subject}
                    </td>
                    <td data-label="Status">{rfiStatusLabel(r.status)}</td>
                    <td data-label="Ball in court">{courtLabel(r)}</td>
                    <td data-label="Required by">{r.requiredBy || '—'}</td>
                    <td data-label="Clock">
                      <ClockBadge words={clockWords(r)} overdue={r.overdue} />
                    </td>
                    <td data-label="Impact">{impactWords(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="drawings__more">
            <p className="drawings__meta" role="status">
              {rfis.length} of {total} {total === 1 ? 'RFI' : 'RFIs'}
            </p>
            {pages.hasNextPage && (
              <button type="button" className="button" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                {pages.isFetchingNextPage ? 'Loading more…' : 'More RFIs'}
              </button>
            )}
          </div>
        </>
      )}
    </>
  );
}

function Filters({ filter, onChange }: { filter: Filter; onChange: React.Dispatch<React.SetStateAction<Filter>> }) {
  const ids = { status: useId(), court: useId(), overdue: useId() };
  const onSearch = useCallback((query: string) => onChange((f) => (f.query === query ? f : { ...f, query })), [onChange]);
  return (
    <div className="drawings__filters">
      <ListSearch label="Search RFIs" hint="Subject or number (RFI-012)" onSearch={onSearch} />
      <div className="drawings__filter">
        <label htmlFor={ids.status}>Status</label>
        <select id={ids.status} value={filter.status} onChange={(e) => onChange((f) => ({ ...f, status: Number(e.target.value) as RfiStatus }))}>
          <option value={RfiStatus.UNSPECIFIED}>Any status</option>
          {rfiStatuses.map(([s, label]) => (
            <option key={s} value={s}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="drawings__filter">
        <label htmlFor={ids.court}>Ball in court</label>
        <select id={ids.court} value={filter.ballInCourt} onChange={(e) => onChange((f) => ({ ...f, ballInCourt: Number(e.target.value) as RfiCourt }))}>
          <option value={RfiCourt.UNSPECIFIED}>Anyone</option>
          <option value={RfiCourt.FIRM}>The firm</option>
          <option value={RfiCourt.CLIENT}>The client</option>
        </select>
      </div>
      <div className="drawings__filter">
        <label htmlFor={ids.overdue}>
          <input id={ids.overdue} type="checkbox" checked={filter.overdueOnly} onChange={(e) => onChange((f) => ({ ...f, overdueOnly: e.target.checked }))} /> Overdue only
        </label>
      </div>
    </div>
  );
}

// LogExport downloads the RFI log of what the filter shows, as CSV or printed (PDF).
function LogExport({ projectId, filter }: { projectId: string; filter: Filter }) {
  const csv = useExportRfisCsv();
  const pdf = useExportRfisPdf();
  const failed = csv.isError ? errorText(csv.error, 'The export failed.') : pdf.isError ? errorText(pdf.error, 'The PDF log could not be made.') : '';
  return (
    <div className="admin-actions">
      <button
        type="button"
        className="button"
        disabled={csv.isPending}
        onClick={() => csv.mutate({ projectId, filter }, { onSuccess: (res) => saveText(res.csv, 'rfi-log.csv', 'text/csv;charset=utf-8') })}
      >
        {csv.isPending ? 'Exporting…' : 'RFI log (CSV)'}
      </button>
      <button
        type="button"
        className="button"
        disabled={pdf.isPending}
        onClick={() => pdf.mutate({ projectId, filter }, { onSuccess: (res) => saveBytes(res.pdf, res.fileName || 'rfi-log.pdf', 'application/pdf') })}
      >
        {pdf.isPending ? 'Exporting…' : 'RFI log (PDF)'}
      </button>
      {failed && <span role="alert">{failed}</span>}
    </div>
  );
}

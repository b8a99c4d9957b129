import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/pager/pager';
import { EstimateStatus } from '../../../gen/gusset/admin/v1/estimates_pb';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatDay } from '../../../lib/format-date';
import { usePageTokens } from '../../../lib/use-page-tokens';
import { noFilter, useEstimateStats, useSearchEstimates, useStaffOptions, type EstimateFilter } from '../api/use-estimates';
import { ResponseTime } from './estimate-flags';
import { serviceLabels, statusLabel, statusOptions } from './estimate-labels';
import './estimates-admin.css';

type Filters = Omit<EstimateFilter, 'text'>;

// Estimate requests: filters (status, service, needed-by, received, assignee), search,
// and the share answered within the 24-hour promise. The heading comes from the layout.
// quotes: the quotes' figures (features/quotes-admin), mounted by the route.
export function EstimatesAdminPage({ quotes }: { quotes?: React.ReactNode }) {
  const [filter, setFilter] = useState<Filters>(noFilter);
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const { token, page, next, previous, reset } = usePageTokens();
  const results = useSearchEstimates({ ...filter, text: query }, token);
  const staff = useStaffOptions();
  const id = useId();

  const change = (patch: Partial<Filters>) => {
    setFilter((f) => ({ ...f, ...patch }));
    reset();
  };
  const dateFilter = (key: keyof Filters, label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} type="date" value={filter[key] as string} onChange={(e) => change({ [key]: e.target.value })} />
    </div>
  );

  return (
    <div className="estimates-admin">
      <EstimateStats />
      {quotes}
      <form className="estimates-admin__filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={`${id}-text`}>Search</label>
          <input
            id={`${id}-text`}
            type="search"
            placeholder="Reference, name, company, email, project"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              reset();
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={filter.status} onChange={(e) => change({ status: Number(e.target.value) as EstimateStatus })}>
            <option value={EstimateStatus.UNSPECIFIED}>Any</option>
            {statusOptions.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-service`}>Service</label>
          <select id={`${id}-service`} value={filter.service} onChange={(e) => change({ service: e.target.value })}>
            <option value="">Any</option>
            {Object.entries(serviceLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-assignee`}>Assignee</label>
          <select id={`${id}-assignee`} value={filter.assigneeId} onChange={(e) => change({ assigneeId: e.target.value })}>
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            {staff.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.username}
              </option>
            ))}
          </select>
        </div>
        {dateFilter('neededFrom', 'Needed from')}
        {dateFilter('neededTo', 'Needed to')}
        {dateFilter('receivedFrom', 'Received from')}
        {dateFilter('receivedTo', 'Received to')}
      </form>
      {results.isPending ? (
        <p className="admin-state" role="status">
          Loading estimate requests...
        </p>
      ) : results.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(results.error, 'Failed to load estimate requests.')}
        </p>
      ) : results.data.estimates.length === 0 ? (
        <p className="admin-state">No estimate requests found.</p>
      ) : (
        <>
          <div className="admin-table-wrap" role="region" aria-label="Estimate requests table" tabIndex={0}>
            <table className="admin-table admin-table--cards" aria-busy={results.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Received</th>
                  <th scope="col">Company</th>
                  <th scope="col">Project</th>
                  <th scope="col">Needed by</th>
                  <th scope="col">Status</th>
                  <th scope="col">Assignee</th>
                  <th scope="col">First response</th>
                </tr>
              </thead>
              <tbody>
                {results.data.estimates.map((e) => (
                  <tr key={e.id}>
                    <th scope="row">
                      <Link to={`/admin/estimates/${e.id}`}>{e.reference}</Link>
                    </th>
                    <td data-label="Received">{formatDate(e.createTime)}</td>
                    <td data-label="Company">
                      {e.company}
                      <br />
                      <span className="muted">{e.name}</span>
                    </td>
                    <td data-label="Project">{e.projectName}</td>
                    <td data-label="Needed by">{formatDay(e.neededBy)}</td>
                    <td data-label="Status">{statusLabel(e.status)}</td>
                    <td data-label="Assignee">{e.assigneeName || <span className="muted">Unassigned</span>}</td>
                    <td data-label="First response">
                      <ResponseTime estimate={e} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} nextToken={results.data.nextPageToken} onNext={next} onPrevious={previous} />
        </>
      )}
    </div>
  );
}

// The last 30 days against the promise of a reply within 24 hours.
function EstimateStats() {
  const stats = useEstimateStats();
  if (!stats.data) return null;
  const { total, answeredInTime, waiting } = stats.data;
  const share = total > 0 ? Math.round((answeredInTime / total) * 100) : 100;
  return (
    <p className="estimates-admin__stats">
      Last 30 days: {total} {total === 1 ? 'request' : 'requests'}, <strong>{share}%</strong> answered within 24 hours
      {waiting > 0 && `, ${waiting} waiting`}.
    </p>
  );
}

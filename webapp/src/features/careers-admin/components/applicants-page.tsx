import { useDeferredValue, useId, useState } from 'react';
import { Pager } from '../../../components/pager/pager';
import { ApplicationStatus } from '../../../gen/gusset/admin/v1/applications_pb';
import { errorText } from '../../../lib/error-text';
import { usePageTokens } from '../../../lib/use-page-tokens';
import { useJobOptions } from '../api/use-job-options';
import { noFilter, useSearchApplications, type SearchFilter } from '../api/use-search-applications';
import { ApplicantSearchRow } from './applicant-search-row';
import { statuses } from './status-select';
import './careers-admin.css';

// Applicants across every job, filtered by status, job, date and name or e-mail. The page
// heading ('Applicants') comes from the admin layout.
export function ApplicantsPage() {
  // The name or e-mail box is kept apart from the other filters: the search follows it
  // trimmed, so a space typed at the end asks nothing new, and deferred, so keystrokes
  // typed while a render is pending make one request rather than one each.
  const [filter, setFilter] = useState<Omit<SearchFilter, 'text'>>(noFilter);
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const { token, page, next, previous, reset } = usePageTokens();
  const results = useSearchApplications({ ...filter, text: query }, token);
  const jobs = useJobOptions();
  const ids = { status: useId(), job: useId(), from: useId(), to: useId(), text: useId() };

  const change = (patch: Partial<Omit<SearchFilter, 'text'>>) => {
    setFilter((f) => ({ ...f, ...patch }));
    reset();
  };

  const changeText = (value: string) => {
    setText(value);
    if (value.trim() !== text.trim()) reset();
  };

  return (
    <div className="applicants-admin">
      <form className="applicants-admin__filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={ids.text}>Name or email</label>
          <input id={ids.text} type="search" value={text} onChange={(e) => changeText(e.target.value)} />
        </div>
        <div>
          <label htmlFor={ids.status}>Status</label>
          <select
            id={ids.status}
            value={filter.status}
            onChange={(e) => change({ status: Number(e.target.value) as ApplicationStatus })}
          >
            <option value={ApplicationStatus.UNSPECIFIED}>Any</option>
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.job}>Job</label>
          <select id={ids.job} value={filter.jobId} onChange={(e) => change({ jobId: e.target.value })}>
            <option value="">Any</option>
            {jobs.data?.map((job) => (
              <option key={job.id} value={job.id}>
                {job.role}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.from}>Applied from</label>
          <input id={ids.from} type="date" value={filter.from} onChange={(e) => change({ from: e.target.value })} />
        </div>
        <div>
          <label htmlFor={ids.to}>Applied to</label>
          <input id={ids.to} type="date" value={filter.to} onChange={(e) => change({ to: e.target.value })} />
        </div>
      </form>
      {results.isPending ? (
        <p className="admin-state" role="status">
          Loading applicants...
        </p>
      ) : results.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(results.error, 'Failed to load applicants.')}
        </p>
      ) : results.data.applications.length === 0 ? (
        <p className="admin-state">No applicants found.</p>
      ) : (
        <>
          <div className="admin-table-wrap" role="region" aria-label="Applicants table" tabIndex={0}>
            <table className="admin-table" aria-busy={results.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Job</th>
                  <th scope="col">Email</th>
                  <th scope="col">Applied</th>
                  <th scope="col">Status</th>
                  <th scope="col">Résumé</th>
                  <th scope="col">Notes</th>
                </tr>
              </thead>
              <tbody>
                {results.data.applications.map((application) => (
                  <ApplicantSearchRow key={application.id} application={application} />
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

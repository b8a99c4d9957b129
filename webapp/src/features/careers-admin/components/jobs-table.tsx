import { useEffect } from 'react';
import { Pager } from '../../../components/pager/pager';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import type { usePageTokens } from '../../../lib/use-page-tokens';
import { useJobs } from '../api/use-jobs';
import { JobRow } from './job-row';

type Props = {
  pages: ReturnType<typeof usePageTokens>;
  // The search text; '' lists every job.
  query: string;
  onEdit: (job: Job) => void;
  onViewApplicants: (job: Job) => void;
};

export function JobsTable({ pages, query, onEdit, onViewApplicants }: Props) {
  const jobs = useJobs(pages.token, query);
  const list = jobs.data?.jobs;
  const { page, previous } = pages;

  // Deleting the last job of a later page leaves it empty: step back to one with rows.
  useEffect(() => {
    if (list && list.length === 0 && page > 1 && !jobs.isPlaceholderData) previous();
  }, [list, page, previous, jobs.isPlaceholderData]);

  if (jobs.isPending) {
    return (
      <p className="admin-state" role="status">
        Loading jobs...
      </p>
    );
  }
  if (jobs.isError) {
    return (
      <p className="admin-state admin-state--error" role="alert">
        Failed to load jobs.
      </p>
    );
  }
  if (jobs.data.jobs.length === 0) return <p className="admin-state">{query ? `No jobs match “${query}”.` : 'No jobs found.'}</p>;

  return (
    <>
      <div className="admin-table-wrap" role="region" aria-label="Jobs table" tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Location</th>
              <th scope="col">Type</th>
              <th scope="col">Qualification</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {jobs.data.jobs.map((job) => (
              <JobRow key={job.id} job={job} onEdit={onEdit} onViewApplicants={onViewApplicants} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} nextToken={jobs.data.nextPageToken} onNext={pages.next} onPrevious={previous} />
    </>
  );
}

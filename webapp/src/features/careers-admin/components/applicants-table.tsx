import { useEffect } from 'react';
import { Pager } from '../../../components/pager/pager';
import { usePageTokens } from '../../../lib/use-page-tokens';
import { useApplications } from '../api/use-applications';
import { ApplicantRow } from './applicant-row';

export function ApplicantsTable({ jobId }: { jobId: string }) {
  const { token, page, next, previous } = usePageTokens();
  const applications = useApplications(jobId, token);
  const list = applications.data?.applications;

  // Deleting the last applicant of a later page leaves it empty: step back.
  useEffect(() => {
    if (list && list.length === 0 && page > 1 && !applications.isPlaceholderData) previous();
  }, [list, page, previous, applications.isPlaceholderData]);

  if (applications.isPending) {
    return (
      <p className="admin-state" role="status">
        Loading applicants...
      </p>
    );
  }
  if (applications.isError) {
    return (
      <p className="admin-state admin-state--error" role="alert">
        Failed to load applicants.
      </p>
    );
  }
  if (applications.data.applications.length === 0) {
    return <p className="admin-state">No applicants yet.</p>;
  }

  return (
    <>
      <div className="admin-table-wrap" role="region" aria-label="Applicants table" tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Applied</th>
              <th scope="col">Contacted</th>
              <th scope="col">Status</th>
              <th scope="col">Résumé</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {applications.data.applications.map((application) => (
              <ApplicantRow key={application.id} application={application} pageToken={token} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} nextToken={applications.data.nextPageToken} onNext={next} onPrevious={previous} />
    </>
  );
}

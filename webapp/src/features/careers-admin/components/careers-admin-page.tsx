import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { useListQuery } from '../../../lib/use-list-query';
import { useLinkedJob } from '../api/use-linked-job';
import { ApplicantsDialog } from './applicants-dialog';
import { JobFormDialog } from './job-form-dialog';
import { JobsTable } from './jobs-table';
import './careers-admin.css';
import { ExportButton } from '../../../components/export/export-button';
import { ListSearch } from '../../../components/list-search/list-search';

type FormState = { open: false } | { open: true; job?: Job };

// The page heading ('Career') comes from the admin layout.
export function CareersAdminPage() {
  const { pages, query, search } = useListQuery();
  const [form, setForm] = useState<FormState>({ open: false });
  const [applicantsOf, setApplicantsOf] = useState<Job | null>(null);
  // A link from the HR e-mail (?job=…&applicant=…) opens that job's applicants until
  // they are closed.
  const [params] = useSearchParams();
  const linked = useLinkedJob(params.get('job'));
  const [linkClosed, setLinkClosed] = useState(false);
  const shownApplicantsOf = applicantsOf ?? (linkClosed ? null : (linked.data ?? null));

  return (
    <section className="careers-admin" aria-labelledby="careers-admin-jobs">
      <div className="admin-toolbar">
        <h2 id="careers-admin-jobs">Jobs</h2>
        <ExportButton path="/exports/applicants.csv" label="Export applicants (CSV)" />
        <button type="button" className="button button--primary" onClick={() => setForm({ open: true })}>
          Add New Job
        </button>
      </div>
      <ListSearch label="Search jobs" hint="Role, location or qualification" onSearch={search} />
      <JobsTable
        pages={pages}
        query={query}
        onEdit={(job) => setForm({ open: true, job })}
        onViewApplicants={setApplicantsOf}
      />
      <JobFormDialog
        open={form.open}
        job={form.open ? form.job : undefined}
        onClose={() => setForm({ open: false })}
        // Jobs are listed newest first: the new one is at the top of page 1.
        onAdded={pages.reset}
      />
      <ApplicantsDialog
        job={shownApplicantsOf}
        onClose={() => {
          setApplicantsOf(null);
          setLinkClosed(true);
        }}
      />
    </section>
  );
}

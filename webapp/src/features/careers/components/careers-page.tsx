import { useState } from 'react';
import { lazy, Suspense } from 'react';
import { PageView } from '../../../components/blocks/page-view';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { prefetchPage, usePageContent } from '../../../lib/page-content';
import type { Prefetch } from '../../../lib/prefetch';
import { usePageTitle } from '../../../lib/use-page-title';
import { prefetchJobs, useJobs } from '../api/use-jobs';
import { CampusCard } from './campus-card';
import { JobCard } from './job-card';
import './careers.css';

const path = '/career';

export const prefetch: Prefetch = (context) => Promise.all([prefetchJobs(context), prefetchPage(path)(context)]);

// The application form (uploads, validation) loads when a visitor chooses Apply.
const ApplyDialog = lazy(async () => ({ default: (await import('./apply-dialog')).ApplyDialog }));

// The story, the perks and the equal-opportunity statement are the page's content; the
// openings between the story and the rest are the jobs staff publish.
export function CareersPage() {
  const page = usePageContent(path);
  usePageTitle(page.data?.content.seo?.title || 'Careers');
  const content = page.data?.content ?? {};
  const [story, ...rest] = content.blocks ?? [];
  return (
    <main id="main">
      <PageView content={{ banner: content.banner, blocks: story ? [story] : [] }} />
      <div className="page careers">
        <Openings />
      </div>
      <PageView content={{ blocks: rest }} />
    </main>
  );
}

function Openings() {
  const jobs = useJobs();
  const [applying, setApplying] = useState<Job | null>(null);

  return (
    <section className="careers__openings" aria-labelledby="careers-openings">
      <h2 id="careers-openings">Current Openings</h2>
      {jobs.isPending && (
        <p className="careers-state" role="status">
          Loading openings...
        </p>
      )}
      {jobs.isError && (
        <p className="careers-state" role="alert">
          Failed to load openings. Please try again later.
        </p>
      )}
      {jobs.isSuccess && jobs.data.length === 0 && <p className="careers-state">No openings at the moment</p>}
      <ul className="job-list">
        {jobs.data?.map((job, index) => (
          <JobCard key={job.id} job={job} index={index} onApply={setApplying} />
        ))}
        <CampusCard />
      </ul>
      {applying && (
        <Suspense fallback={null}>
          <ApplyDialog job={applying} onClose={() => setApplying(null)} />
        </Suspense>
      )}
    </section>
  );
}

import { Code } from '@connectrpc/connect';
import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { connectCode } from '../../../lib/connect-code';
import { formatDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJob } from '../api/use-job';
import './careers.css';

export { prefetchJob as prefetch } from '../api/use-job';

// The application form (uploads, validation) loads when a visitor chooses Apply.
const ApplyDialog = lazy(async () => ({ default: (await import('./apply-dialog')).ApplyDialog }));

// In UTC, as the server renders the page: the HTML it sends and the page the browser takes
// over say the same day wherever the visitor is.

function JobDate({ at }: { at: Timestamp }) {
  const date = timestampDate(at);
  return <time dateTime={date.toISOString()}>{formatDate(at, { timeZone: 'UTC' })}</time>;
}

// JobPage is one job's own page (/career/:id): role, location, description and Apply.
export function JobPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const [applying, setApplying] = useState(false);
  usePageTitle(job.data?.role || 'Job Opening');

  return (
    <main id="main" className="page job-page">
      <Link className="button job-page__back" to="/career">
        ← All openings
      </Link>
      {job.isPending && (
        <p className="careers-state" role="status">
          Loading job...
        </p>
      )}
      {job.isError && (
        <p className="careers-state" role="alert">
          {errorText(connectCode(job.error))}
        </p>
      )}
      {job.data && (
        <article>
          <h1 className="job-page__role">{job.data.role}</h1>
          <dl className="job-card__facts">
            <div>
              <dt>Location</dt>
              <dd>{job.data.location}</dd>
            </div>
            {job.data.type && (
              <div>
                <dt>Type</dt>
                <dd>{job.data.type}</dd>
              </div>
            )}
            <div>
              <dt>Qualification</dt>
              <dd>{job.data.qualification}</dd>
            </div>
            {job.data.createTime && (
              <div>
                <dt>Posted</dt>
                <dd>
                  <JobDate at={job.data.createTime} />
                </dd>
              </div>
            )}
            {job.data.expireTime && (
              <div>
                <dt>Closes</dt>
                <dd>
                  <JobDate at={job.data.expireTime} />
                </dd>
              </div>
            )}
          </dl>
          {/* The server sanitized this HTML when the job was saved (the blog's bluemonday
              allowlist: no scripts, event handlers, javascript: URLs or iframes). */}
          {job.data.descriptionHtml && <div className="job-page__description" dangerouslySetInnerHTML={{ __html: job.data.descriptionHtml }} />}
          <div className="job-card__actions">
            <button type="button" className="button button--primary" onClick={() => setApplying(true)} aria-haspopup="dialog">
              Apply now
            </button>
            {job.data.jobDescription?.path && (
              <a className="job-card__jd" href={job.data.jobDescription.path} target="_blank" rel="noopener">
                Job description (PDF)<span className="visually-hidden">, opens in a new tab</span>
              </a>
            )}
          </div>
          {applying && (
            <Suspense fallback={null}>
              <ApplyDialog job={job.data} onClose={() => setApplying(false)} />
            </Suspense>
          )}
        </article>
      )}
    </main>
  );
}

function errorText(code: Code | undefined): string {
  switch (code) {
    case Code.NotFound:
      return 'Job not found';
    case Code.FailedPrecondition:
      return 'This position is closed';
    default:
      return 'Failed to load job';
  }
}

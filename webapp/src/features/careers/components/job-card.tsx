import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';

type Props = { job: Job; index: number; onApply: (job: Job) => void };

export function JobCard({ job, index, onApply }: Props) {
  return (
    <li className="job-card" style={{ '--stagger': index % 12 } as CSSProperties}>
      <h3 className="job-card__role">
        <Link to={`/career/${job.id}`}>{job.role}</Link>
      </h3>
      <dl className="job-card__facts">
        <div>
          <dt>Location</dt>
          <dd>{job.location}</dd>
        </div>
        {job.type && (
          <div>
            <dt>Type</dt>
            <dd>{job.type}</dd>
          </div>
        )}
        <div>
          <dt>Qualification</dt>
          <dd>{job.qualification}</dd>
        </div>
      </dl>
      <div className="job-card__actions">
        <button type="button" className="button button--primary" onClick={() => onApply(job)} aria-haspopup="dialog" aria-label={`Apply now for ${job.role}`}>
          Apply now
        </button>
        {job.jobDescription?.path && (
          <a className="job-card__jd" href={job.jobDescription.path} target="_blank" rel="noopener">
            Job description (PDF)<span className="visually-hidden"> for {job.role}, opens in a new tab</span>
          </a>
        )}
      </div>
    </li>
  );
}

import { useSite } from '../../../lib/site-settings';

// The standing campus drive, shown with the openings whatever the job list holds.
export function CampusCard() {
  const site = useSite();
  return (
    <li className="job-card job-card--campus">
      <p className="job-card__badge">Freshers</p>
      <h3 className="job-card__role">Campus Recruitment</h3>
      <dl className="job-card__facts">
        <div>
          <dt>Location</dt>
          <dd>Bengaluru</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>Full Time</dd>
        </div>
        <div>
          <dt>Qualification</dt>
          <dd>Degree</dd>
        </div>
      </dl>
      <div className="job-card__actions">
        <a className="button button--primary" href={site.campusRecruitment.registerUrl} target="_blank" rel="noopener noreferrer">
          Register<span className="visually-hidden"> for campus recruitment (opens in a new tab)</span>
        </a>
        <a className="button" href={site.campusRecruitment.testUrl} target="_blank" rel="noopener noreferrer">
          Test<span className="visually-hidden">: campus recruitment test (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}

import { useState } from 'react';
import { lazy, Suspense } from 'react';
import { Icon, type IconName } from '../../../components/site/icon';
import { PageBanner } from '../../../components/site/page-banner';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJobs } from '../api/use-jobs';
import { CampusCard } from './campus-card';
import { JobCard } from './job-card';
import './careers.css';

export { prefetchJobs as prefetch } from '../api/use-jobs';

// The application form (uploads, validation) loads when a visitor chooses Apply.
const ApplyDialog = lazy(async () => ({ default: (await import('./apply-dialog')).ApplyDialog }));

const perks: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'people',
    title: 'Learn from experienced detailers',
    text: 'Work beside checkers and project leads with years of AISC projects behind them, with structured training in Tekla Structures and SDS/2.',
  },
  {
    icon: 'award',
    title: 'Grow with real responsibility',
    text: 'Own models and drawing sets for fabricators in the USA and Canada, and grow from modeller to checker to project lead.',
  },
  {
    icon: 'clock',
    title: 'Balance and wellbeing',
    text: 'Predictable schedules, health cover for you and your family, and paid time off that you are encouraged to take.',
  },
];

export function CareersPage() {
  usePageTitle('Careers');
  return (
    <main id="main">
      <PageBanner eyebrow="Career" header="Careers">
        <p>Build the steel that builds North America, from our delivery centre in Bengaluru.</p>
      </PageBanner>
      <div className="page careers">
        <section className="careers__story" aria-labelledby="careers-story">
          <h2 id="careers-story">Grow your career with us</h2>
          <p>
            For over two decades our detailers and engineers have turned architectural and structural drawings into the 3D models,
            shop drawings and erection drawings that steel fabricators build from. Every beam, brace and connection we detail ends
            up in a real building, hospital, school or plant.
          </p>
          <p>
            We look for people who enjoy precision and take pride in a drawing that is right the first time. Whether you are a
            fresh graduate or an experienced modeller, you will find mentors, modern tools and the room to grow.
          </p>
        </section>

        <Openings />

        <section className="careers__perks" aria-labelledby="careers-perks">
          <h2 id="careers-perks">Why work with us</h2>
          <ul className="perk-list">
            {perks.map((perk) => (
              <li key={perk.title} className="perk">
                <span className="perk__icon">
                  <Icon name={perk.icon} size={28} />
                </span>
                <h3>{perk.title}</h3>
                <p>{perk.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="careers__equal" aria-labelledby="careers-equal">
          <h2 id="careers-equal">Equal opportunity employer</h2>
          <p>
            We are an equal opportunity employer. We welcome applicants of every background and make hiring decisions on merit,
            qualifications and the needs of the role, without regard to race, colour, religion, sex, sexual orientation, gender
            identity, national origin, age, disability or any other characteristic protected by law.
          </p>
        </section>
      </div>
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

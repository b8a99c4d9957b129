import { Link, Outlet } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { countOf } from '../../../lib/plural';
import { isOutsideReviewer } from '../../../lib/portal-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePortalMe, usePortalProjects } from '../api/use-portal';
import { PortalAccount } from './portal-account';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { PortalShell, useClientSession } from './portal-shell';
import { ballLabel, statusLabel } from './portal-words';
import { formatDay } from '../../../lib/format-date';

// The client's home: the snapshot of every project of their organization. An outside
// reviewer, who belongs to no organization and may not list projects, gets instead the
// transmittals sent to them: another feature's section, the route's child (its Outlet).
export function PortalProjectsPage() {
  const { signedIn } = useClientSession();
  const me = usePortalMe(signedIn);
  const reviewer = isOutsideReviewer(me.data);
  const title = reviewer ? 'Your transmittals' : 'Your projects';
  usePageTitle(title);
  return (
    <PortalShell title={title}>
      {me.isPending ? <p role="status">Loading…</p> : me.isError ? <p role="alert">{errorText(me.error, 'Your account could not be loaded.')}</p> : reviewer ? <Outlet /> : <ProjectList />}
      <PortalAccount />
    </PortalShell>
  );
}

function ProjectList() {
  const { signedIn } = useClientSession();
  const projects = usePortalProjects(signedIn);
  useSignInOnExpiry(projects.error);
  if (projects.isPending) return <p role="status">Loading your projects…</p>;
  if (projects.isError) return <p role="alert">{errorText(projects.error, 'Your projects could not be loaded.')}</p>;
  if (projects.data.length === 0) return <p>No projects yet: the firm adds them as work starts.</p>;
  return (
    <ul className="client-portal__projects">
      {projects.data.map((p) => (
        <li key={p.id} className="client-portal__project">
          <h2>
            <Link to={`/portal/projects/${p.id}`}>{p.name}</Link>
          </h2>
          <p className="client-portal__meta">
            Job {p.jobNumber}
            {p.location && ` · ${p.location}`} · {statusLabel[p.status]}
          </p>
          <dl className="client-portal__snapshot">
            <div className={p.overdue > 0 ? 'client-portal__stat client-portal__stat--alert' : 'client-portal__stat'}>
              <dt>Overdue</dt>
              <dd>{p.overdue}</dd>
            </div>
            <div className="client-portal__stat">
              <dt>Due this week</dt>
              <dd>{p.dueThisWeek}</dd>
            </div>
            <div className="client-portal__stat">
              <dt>With you</dt>
              <dd>{p.withClient}</dd>
            </div>
            <div className="client-portal__stat">
              <dt>With the firm</dt>
              <dd>{p.withFirm}</dd>
            </div>
          </dl>
          {p.rfisWithClient > 0 && (
            <p>
              <Link to={`/portal/projects/${p.id}#portal-rfis`}>{countOf(p.rfisWithClient, 'RFI')} waiting on you</Link>
            </p>
          )}
          {p.nextMilestone && (
            <p>
              Next: {p.nextMilestone.name}, due <time dateTime={p.nextMilestone.dueDate}>{formatDay(p.nextMilestone.dueDate)}</time> — ball with{' '}
              {ballLabel(p.nextMilestone.ballInCourt, p.nextMilestone.assigneeName).toLowerCase()}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

import { Link, Outlet } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { isOutsideReviewer } from '../../../lib/portal-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePortalMe, usePortalProjects } from '../api/use-portal';
import { PortalAccount } from './portal-account';
import * as m from './portal-messages';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { PortalShell, useClientSession } from './portal-shell';
import { ballLabel, statusLabel } from './portal-words';
import { formatDay } from '../../../lib/format-date';

// The client's home: the snapshot of every project of their organization. An outside
// reviewer, who belongs to no organization and may not list projects, gets instead the
// transmittals sent to them: another feature's section, the route's child (its Outlet).
export function PortalProjectsPage() {
  const t = useT();
  const { signedIn } = useClientSession();
  const me = usePortalMe(signedIn);
  const reviewer = isOutsideReviewer(me.data);
  const title = reviewer ? t(m.yourTransmittals) : t(m.yourProjects);
  usePageTitle(title);
  return (
    <PortalShell title={title}>
      {me.isPending ? <p role="status">{t(m.loading)}</p> : me.isError ? <p role="alert">{errorText(me.error, t(m.accountLoadFailed))}</p> : reviewer ? <Outlet /> : <ProjectList />}
      <PortalAccount />
    </PortalShell>
  );
}

function ProjectList() {
  const t = useT();
  const locale = useLocale();
  const { signedIn } = useClientSession();
  const projects = usePortalProjects(signedIn);
  useSignInOnExpiry(projects.error);
  if (projects.isPending) return <p role="status">{t(m.projectsLoading)}</p>;
  if (projects.isError) return <p role="alert">{errorText(projects.error, t(m.projectsLoadFailed))}</p>;
  if (projects.data.length === 0) return <p>{t(m.noProjects)}</p>;
  return (
    <ul className="client-portal__projects">
      {projects.data.map((p) => (
        <li key={p.id} className="client-portal__project">
          <h2>
            <Link to={`/portal/projects/${p.id}`}>{p.name}</Link>
          </h2>
          <p className="client-portal__meta">
            {t(m.job, { number: p.jobNumber })}
            {p.location && ` · ${p.location}`} · {t(statusLabel[p.status])}
          </p>
          <dl className="client-portal__snapshot">
            <div className={p.overdue > 0 ? 'client-portal__stat client-portal__stat--alert' : 'client-portal__stat'}>
              <dt>{t(m.statOverdue)}</dt>
              <dd>{p.overdue}</dd>
            </div>
            <div className="client-portal__stat">
              <dt>{t(m.statDueThisWeek)}</dt>
              <dd>{p.dueThisWeek}</dd>
            </div>
            <div className="client-portal__stat">
              <dt>{t(m.statWithYou)}</dt>
              <dd>{p.withClient}</dd>
            </div>
            <div className="client-portal__stat">
              <dt>{t(m.statWithFirm)}</dt>
              <dd>{p.withFirm}</dd>
            </div>
          </dl>
          {p.rfisWithClient > 0 && (
            <p>
              <Link to={`/portal/projects/${p.id}#portal-rfis`}>{t(p.rfisWithClient === 1 ? m.rfisWaitingOne : m.rfisWaitingMany, { count: p.rfisWithClient })}</Link>
            </p>
          )}
          {p.nextMilestone && (
            <p>
              {t(m.nextDue, { name: p.nextMilestone.name })} <time dateTime={p.nextMilestone.dueDate}>{formatDay(p.nextMilestone.dueDate, { locale })}</time> —{' '}
              {t(m.nextBall, { who: ballLabel(t, p.nextMilestone.ballInCourt, p.nextMilestone.assigneeName).toLowerCase() })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import type { GetDashboardResponse } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { countOf } from '../../../lib/plural';
import { formatDay } from '../../../lib/format-date';

// The portal's projects with overdue milestones: what is late, by how long, and who
// holds the ball. Each links to the project in the back office's Projects screen.
export function OverdueProjects({ projects }: { projects: GetDashboardResponse['overdueProjects'] }) {
  return (
    <section className="dashboard__panel dashboard__panel--wide" aria-labelledby="overdue-heading">
      <h2 id="overdue-heading">Projects with overdue milestones</h2>
      {projects.length === 0 ? (
        <p className="muted">No portal project has an overdue milestone.</p>
      ) : (
        <ul className="dashboard__list dashboard__overdue">
          {projects.map((p) => (
            <li key={p.projectId}>
              <Link to={`/admin/projects?project=${encodeURIComponent(p.projectId)}`}>
                {p.jobNumber} {p.projectName}
              </Link>{' '}
              <span className="muted">· {p.organizationName}</span>
              <ul>
                {p.milestones.map((m) => (
                  <li key={m.id}>
                    {m.name}: due <time dateTime={m.dueDate}>{formatDay(m.dueDate)}</time>, {countOf(m.daysOverdue, 'day')} overdue — ball with{' '}
                    {m.ball === 'client' ? 'the client' : m.assigneeName ? `the firm (${m.assigneeName})` : 'the firm'}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import type { GetDashboardResponse } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { countOf } from '../../../lib/plural';

// What waits on someone at the firm, first thing on the dashboard: each line counts one
// kind of work and opens the screen where it is done (the RFI lines open the RFI list
// already filtered); nothing waiting says so.
export function NeedsSomeone({ data }: { data: GetDashboardResponse }) {
  const overdue = data.overdueProjects.reduce((n, p) => n + p.milestones.filter((m) => m.ball === 'firm').length, 0);
  const lines = [
    { n: data.unassignedEstimates, what: 'new estimate request', rest: 'nobody took yet', to: '/admin/estimates' },
    { n: data.unansweredThreads, what: 'client message thread', rest: 'waiting for our answer', to: '/admin/projects' },
    { n: overdue, what: 'overdue milestone', rest: 'with the firm', to: '/admin/projects' },
    { n: data.rfisWithFirm, what: 'RFI', rest: 'waiting on the firm', to: '/admin/rfis?court=firm' },
    { n: data.overdueRfis, what: 'overdue RFI', rest: '', to: '/admin/rfis?overdue=1' },
    { n: data.sheetsToRevise, what: 'sheet', rest: 'returned for a new revision', to: '/admin/projects' },
  ].filter((l) => l.n > 0);
  return (
    <section className="dashboard__panel dashboard__needs" aria-labelledby="needs-heading">
      <h2 id="needs-heading">Needs someone</h2>
      {lines.length === 0 ? (
        <p className="muted">Nothing is waiting on the firm.</p>
      ) : (
        <ul className="dashboard__list">
          {lines.map((l) => (
            <li key={l.what}>
              <Link to={l.to}>
                <strong>{countOf(l.n, l.what)}</strong> {l.rest}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

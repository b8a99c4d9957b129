import { Link } from 'react-router';
import { countOf } from '../../../lib/plural';
import { useStaffUser } from '../../../lib/staff-user';
import { useDashboard } from '../api/use-dashboard';
import { DrawingClock } from './drawing-clock';
import { LeadCards } from './lead-cards';
import { NeedsSomeone } from './needs-someone';
import { OverdueProjects } from './overdue-projects';
import { EstimateResponseBlock } from './estimate-response-block';
import { StatCard } from './stat-card';
import { Trends } from './trends';
import './dashboard-page.css';

// The page heading comes from the admin layout (route handle).
// quotes: the quotes' figures (features/quotes-admin), mounted by the route.
export function DashboardPage({ quotes }: { quotes?: React.ReactNode }) {
  const user = useStaffUser();
  const dashboard = useDashboard();
  const counts = dashboard.data;

  return (
    <section className="dashboard">
      {user && <p className="dashboard__who">Signed in as {user.username}</p>}
      {dashboard.isPending && (
        <p className="muted" role="status">
          Loading dashboard...
        </p>
      )}
      {dashboard.isError && (
        <p className="form-error" role="alert">
          Failed to load dashboard data. Please try again later.
        </p>
      )}
      {counts && (
        <>
          <NeedsSomeone data={counts} />
          <ul className="dashboard__cards" aria-label="Counts">
            <StatCard label="Total Jobs" value={counts.totalJobs} to="/admin/career" />
            <StatCard label="Active Jobs" value={counts.activeJobs} to="/admin/career" />
            <StatCard label="Applicants" value={counts.applicants} to="/admin/career" />
            <StatCard
              label="Gallery Images"
              value={counts.galleryImages}
              note={`in ${countOf(counts.galleryProjects, 'project')}`}
              to="/admin/gallery"
            />
            <StatCard label="Total Portfolios" value={counts.totalPortfolios} to="/admin/portfolio" />
            <StatCard label="Blogs Posted" value={counts.blogsPosted} to="/admin/blog" />
            <LeadCards leads={counts.leads} />
          </ul>
          <p className="dashboard__extra muted">
            <Link to="/admin/connect-info">
              Contact messages: {counts.contactMessages.toString()} · Newsletter subscribers:{' '}
              {counts.newsletterSubscribers.toString()}
            </Link>
          </p>
          <OverdueProjects projects={counts.overdueProjects} />
          <Trends data={counts} />
        </>
      )}
      <EstimateResponseBlock />
      {quotes}
      <DrawingClock />
    </section>
  );
}

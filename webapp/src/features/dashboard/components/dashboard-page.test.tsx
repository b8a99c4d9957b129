import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { describe, expect, it, vi } from 'vitest';
import { DashboardService } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// uPlot draws on a canvas, which jsdom lacks: the chart stands in as its labelled figure.
vi.mock('./weekly-chart', () => ({
  WeeklyChart: ({ summary }: { summary: string }) => <figure role="img" aria-label={summary} />,
}));

const counts = {
  totalJobs: 7n,
  activeJobs: 5n,
  applicants: 1234n,
  galleryImages: 42n,
  galleryProjects: 6n,
  totalPortfolios: 3n,
  blogsPosted: 9n,
  contactMessages: 11n,
  newsletterSubscribers: 4n,
  leads: { open: 3n, answeredInTime: 5n, due: 6n },
};

describe('dashboard', () => {
  it('shows a loading line, then the counts and the leads as cards', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderStaffScreen({
      path: '/admin/dashboard',
      services: (router) =>
        router.service(DashboardService, {
          getDashboard: async () => {
            await answered;
            return counts;
          },
        }),
    });

    expect(await screen.findByText('Loading dashboard...')).toHaveAttribute('role', 'status');
    answer();

    const cards = await screen.findByRole('list', { name: 'Counts' });
    const items = within(cards).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Total Jobs7',
      'Active Jobs5',
      'Applicants1,234',
      'Gallery Images42in 6 projects',
      'Total Portfolios3',
      'Blogs Posted9',
      'Open leads3not closed',
      'Answered within 24 h83%5 of 6 messages, last 30 days',
    ]);
    expect(within(cards).getByRole('link', { name: /Blogs Posted/ })).toHaveAttribute('href', '/admin/blog');
    expect(screen.getByText(/Contact messages: 11/)).toBeInTheDocument();
    expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument();
    expect(screen.getByText('Signed in as alice')).toBeInTheDocument();
  });

  it('says the counts could not be loaded', async () => {
    renderStaffScreen({
      path: '/admin/dashboard',
      services: (router) =>
        router.service(DashboardService, {
          getDashboard: () => {
            throw new ConnectError('database is down', Code.Internal);
          },
        }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data. Please try again later.');
    expect(screen.queryByRole('list', { name: 'Counts' })).not.toBeInTheDocument();
  });

  it('shows the weekly series as a labelled chart and a table, the most liked posts and the jobs closing soon', async () => {
    const week = (iso: string, applications: bigint, contactMessages: bigint) => ({
      weekStart: timestampFromDate(new Date(iso)),
      applications,
      contactMessages,
    });
    renderStaffScreen({
      path: '/admin/dashboard',
      services: (router) =>
        router.service(DashboardService, {
          getDashboard: () => ({
            ...counts,
            weeks: [week('2026-11-09T00:00:00Z', 2n, 0n), week('2026-11-16T00:00:00Z', 0n, 0n), week('2026-11-23T00:00:00Z', 1n, 3n)],
            mostLikedPosts: [
              { id: 'p-1', title: 'Beam connections', slug: 'beam-connections', likes: 12n },
              { id: 'p-2', title: 'Anchor bolts', slug: 'anchor-bolts', likes: 1n },
            ],
            jobsClosingSoon: [{ id: 'j-1', role: 'Checker', expireTime: timestampFromDate(new Date('2026-12-01T12:00:00Z')) }],
          }),
        }),
    });

    expect(await screen.findByRole('img', { name: /3 applications and 3 contact messages in all/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /per week/ });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Nov 920', 'Nov 1600', 'Nov 2313']);
    expect(screen.getByRole('link', { name: 'Beam connections' })).toHaveAttribute('href', '/resources/wbt-blog/beam-connections');
    expect(screen.getByText(/12 likes/)).toBeInTheDocument();
    // One like is "1 like", not "1 likes".
    expect(screen.getByText('· 1 like')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checker' })).toBeInTheDocument();
    expect(screen.getByText(/closes Dec 1, 2026/)).toBeInTheDocument();
  });
});

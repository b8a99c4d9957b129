import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardService } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

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
};

describe('dashboard', () => {
  it('shows a loading line, then the six counts as cards', async () => {
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
});

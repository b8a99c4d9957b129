import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardService } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// uPlot draws on a canvas, which jsdom lacks.
vi.mock('./weekly-chart', () => ({ WeeklyChart: () => <figure /> }));

describe('the dashboard’s overdue portal projects', () => {
  it('lists each late milestone, how late and who holds the ball, linking to the project', async () => {
    renderStaffScreen({
      path: '/admin/dashboard',
      services: (router) =>
        router.service(DashboardService, {
          getDashboard: () => ({
            overdueProjects: [
              {
                projectId: 'p-1',
                projectName: 'Warehouse',
                jobNumber: 'J-1',
                organizationName: 'Prairie Steel',
                milestones: [
                  { id: 'm-1', name: 'Erection drawings', dueDate: '2026-11-16', daysOverdue: 10, ball: 'firm', assigneeName: 'sam' },
                  { id: 'm-2', name: 'Approval', dueDate: '2026-11-25', daysOverdue: 1, ball: 'client' },
                ],
              },
            ],
          }),
        }),
    });
    expect(await screen.findByRole('link', { name: 'J-1 Warehouse' })).toHaveAttribute('href', '/admin/projects?project=p-1');
    expect(screen.getByText(/Erection drawings: due/)).toHaveTextContent('10 days overdue — ball with the firm (sam)');
    expect(screen.getByText(/Approval: due/)).toHaveTextContent('1 day overdue — ball with the client');
  });
});

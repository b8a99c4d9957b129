import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardService } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { DrawingStatsService } from '../../../gen/gusset/admin/v1/drawing_stats_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// uPlot draws on a canvas, which jsdom lacks.
vi.mock('./weekly-chart', () => ({ WeeklyChart: () => <figure /> }));

describe("the dashboard's drawing clock", () => {
  it('lists the overdue transmittals, linking to each, and the median days to return per organization', async () => {
    renderStaffScreen({
      path: '/admin/dashboard',
      services: (router) => {
        router.service(DashboardService, { getDashboard: () => ({}) });
        router.service(DrawingStatsService, {
          getDrawingStats: () => ({
            overdueCount: 1,
            overdue: [{ transmittalId: 't-1', projectId: 'p-1', projectName: 'Warehouse', jobNumber: 'J-1', organizationName: 'Prairie Steel', numberText: 'T-0001', dueDate: '2030-01-19', daysOverdue: 3, daysOutstanding: 17 }],
            returnTimes: [{ organizationId: 'o-1', organizationName: 'Prairie Steel', medianDays: 9.5, returned: 4 }],
            windowStart: '2029-10-24',
          }),
        });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Transmittals overdue for review: 1' })).toBeInTheDocument();
    const overdue = screen.getByRole('list', { name: 'Overdue transmittals' });
    expect(within(overdue).getByRole('link', { name: 'T-0001 · J-1 Warehouse' })).toHaveAttribute('href', '/admin/projects/p-1/transmittals/t-1');
    expect(overdue).toHaveTextContent('due Jan 19, 2030, 3 days overdue (17 days out)');
    expect(screen.getByRole('list', { name: 'Median days to return' })).toHaveTextContent('Prairie Steel: 9.5 days over 4 transmittals');
  });
});

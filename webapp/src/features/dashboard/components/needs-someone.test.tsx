import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DashboardService } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { RfiAdminService } from '../../../gen/gusset/admin/v1/rfis_pb';
import { RfiCourt } from '../../../gen/gusset/portal/v1/rfis_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// uPlot draws on a canvas, which jsdom lacks.
vi.mock('./weekly-chart', () => ({ WeeklyChart: () => <figure /> }));

describe('what needs someone on the dashboard', () => {
  it('counts the RFIs in the firm’s court and the sheets sent back, and opens the RFI list already filtered to the firm’s court', async () => {
    const asked: { court: RfiCourt; overdueOnly: boolean }[] = [];
    const user = userEvent.setup();
    renderStaffScreen({
      path: '/admin/dashboard',
      services: (router) => {
        router.service(DashboardService, { getDashboard: () => ({ rfisWithFirm: 2, overdueRfis: 1, sheetsToRevise: 3 }) });
        router.service(RfiAdminService, {
          listRfisAdmin: (req) => {
            asked.push({ court: req.filter?.ballInCourt ?? RfiCourt.UNSPECIFIED, overdueOnly: req.filter?.overdueOnly ?? false });
            return { rfis: [], totalSize: 0 };
          },
          listNonWorkingDays: () => ({ days: [] }),
        });
      },
    });
    const needs = await screen.findByRole('region', { name: 'Needs someone' });
    expect(within(needs).getByRole('link', { name: '1 overdue RFI' })).toHaveAttribute('href', '/admin/rfis?overdue=1');
    expect(within(needs).getByRole('link', { name: '3 sheets returned for a new revision' })).toHaveAttribute('href', '/admin/projects');
    await user.click(within(needs).getByRole('link', { name: '2 RFIs waiting on the firm' }));
    await waitFor(() => expect(asked).toContainEqual({ court: RfiCourt.FIRM, overdueOnly: false }));
  });
});

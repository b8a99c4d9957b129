import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawingStatsService } from '../../../gen/gusset/admin/v1/drawing_stats_pb';
import { ClientAdminService, ProjectAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const warehouse = { id: 'p-1', organizationId: 'o-1', organizationName: 'Prairie Steel', name: 'Warehouse', jobNumber: 'J-1', status: ProjectStatus.APPROVAL };

function renderProject(medians: { organizationId: string; organizationName: string; medianDays: number; returned: number }[]) {
  const asked: string[] = [];
  renderStaffScreen({
    path: '/admin/projects?project=p-1',
    services: (router) => {
      router.service(ClientAdminService, { listOrganizations: () => ({ organizations: [] }) });
      router.service(StaffService, { listStaff: () => ({ users: [] }) });
      router.service(ProjectAdminService, { listPortalProjects: () => ({ projects: [warehouse] }), getPortalProject: () => ({ project: warehouse }) });
      router.service(DrawingStatsService, {
        getDrawingSnapshotAdmin: (req) => {
          asked.push(`snapshot ${req.projectId}`);
          return {
            snapshot: {
              projectId: req.projectId,
              openTransmittals: 2,
              overdueTransmittals: 1,
              sheetsOut: 7,
              sheetsOverdue: 3,
              open: [
                { transmittalId: 't-1', numberText: 'T-0001', dueDate: '2030-01-19', daysOutstanding: 20, daysOverdue: 6 },
                { transmittalId: 't-2', numberText: 'T-0002', dueDate: '2030-02-10', daysOutstanding: 4 },
              ],
            },
          };
        },
        getDrawingStats: (req) => {
          asked.push(`stats ${req.organizationId}`);
          return { windowStart: '2029-10-26', returnTimes: medians };
        },
      });
    },
  });
  return asked;
}

describe("a project's review clock on its page in the back office", () => {
  it("shows the client's figures, the open transmittals linking to staff's pages, and the client's median days to return", async () => {
    const asked = renderProject([{ organizationId: 'o-1', organizationName: 'Prairie Steel', medianDays: 9.5, returned: 4 }]);
    const section = (await screen.findByRole('heading', { name: 'Out for review' })).closest('section')!;
    expect(section).toHaveTextContent('Open transmittals2Overdue transmittals1Sheets out for approval7Sheets overdue3');
    const open = within(section).getByRole('list', { name: 'Open for review' });
    expect(within(open).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['T-0001 · due Jan 19, 2030 · Overdue by 6 days', 'T-0002 · due Feb 10, 2030 · out 4 days']);
    expect(within(open).getByRole('link', { name: 'T-0001' })).toHaveAttribute('href', '/admin/projects/p-1/transmittals/t-1');
    expect(await within(section).findByText(/returns drawings in a median of/)).toHaveTextContent('Prairie Steel returns drawings in a median of 9.5 days (4 transmittals returned since Oct 26, 2029).');
    // The median is asked for the project's organization only.
    expect(asked.sort()).toEqual(['snapshot p-1', 'stats o-1']);
  });

  it('says when the client returned nothing in the window', async () => {
    renderProject([]);
    expect(await screen.findByText('Prairie Steel returned no transmittal since Oct 26, 2029.')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientAdminService, ProjectAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { BallInCourt, ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';


describe("the portal's staff screens", () => {
  it('invites a person of an organization, who is mailed a sign-in link', async () => {
    const invited: { organizationId: string; email: string }[] = [];
    const user = userEvent.setup();
    renderStaffScreen({
      path: '/admin/clients',
      services: (router) => {
        router.service(ClientAdminService, {
          listOrganizations: () => ({ organizations: [{ id: 'o-1', name: 'Prairie Steel', userCount: 0 }] }),
          listClientUsers: () => ({ users: [] }),
          inviteClientUser: (req) => {
            invited.push({ organizationId: req.organizationId, email: req.email });
            return { user: { id: 'c-1', email: req.email } };
          },
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Prairie Steel (0 people)' }));
    await user.type(await screen.findByLabelText('E-mail'), 'dana@prairie.example');
    await user.click(screen.getByRole('button', { name: 'Invite (mails a sign-in link)' }));
    expect(await screen.findByText('Sign-in link sent to dana@prairie.example')).toBeInTheDocument();
    expect(invited).toEqual([{ organizationId: 'o-1', email: 'dana@prairie.example' }]);
  });

  it("lists projects with their snapshot and shows a chosen project's milestones and history", async () => {
    const user = userEvent.setup();
    renderStaffScreen({
      path: '/admin/projects',
      services: (router) => {
        router.service(ClientAdminService, { listOrganizations: () => ({ organizations: [] }) });
        router.service(StaffService, { listStaff: () => ({ users: [] }) });
        router.service(ProjectAdminService, {
          listPortalProjects: () => ({
            projects: [{ id: 'p-1', name: 'Warehouse', jobNumber: 'J-1', organizationName: 'Prairie Steel', status: ProjectStatus.DETAILING, overdue: 1, dueThisWeek: 0 }],
          }),
          getPortalProject: () => ({
            project: { id: 'p-1', name: 'Warehouse', jobNumber: 'J-1' },
            milestones: [{ id: 'm-1', name: 'Approval', dueDate: '2030-01-10', ballInCourt: BallInCourt.CLIENT }],
            history: [{ milestoneId: 'm-1', milestoneName: 'Approval', actorName: 'alice', actorKind: 'staff', oldDueDate: '2030-01-03', newDueDate: '2030-01-10', reason: 'Grid revised', oldBallInCourt: BallInCourt.CLIENT, newBallInCourt: BallInCourt.CLIENT }],
          }),
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'J-1 Warehouse' }));
    expect(await screen.findByRole('heading', { name: 'Milestones of J-1 Warehouse' })).toBeInTheDocument();
    expect(screen.getByText(/Approval: due Jan 3, 2030 → Jan 10, 2030/)).toHaveTextContent('Grid revised');
    expect(screen.getByRole('form', { name: 'Change Approval' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EstimateRequestService } from '../../../gen/gusset/admin/v1/estimates_pb';
import { ClientAdminService, ProjectAdminService, type ConvertEstimateRequest } from '../../../gen/gusset/admin/v1/portal_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const estimate = { id: 'e-1', reference: 'E-1', name: 'Pat', company: 'Prairie Steel', projectName: 'Warehouse', city: 'Calgary' };

describe("an estimate request's conversion into a project", () => {
  it('makes the project of a new organization and then links to it', async () => {
    const asked: ConvertEstimateRequest[] = [];
    renderStaffScreen({
      path: '/admin/estimates/e-1',
      services: (router) => {
        router.service(EstimateRequestService, { getEstimate: () => ({ estimate }), listEstimateNotes: () => ({ notes: [] }) });
        router.service(StaffService, { listStaff: () => ({ users: [] }) });
        router.service(ClientAdminService, { listOrganizations: () => ({ organizations: [{ id: 'o-1', name: 'Coastal Erectors' }] }) });
        router.service(ProjectAdminService, {
          listPortalProjects: () => ({ projects: [] }),
          convertEstimate: (req) => {
            asked.push(req);
            return { project: { id: 'p-1', name: 'Warehouse', jobNumber: 'J-7', organizationName: 'Prairie Steel' } };
          },
        });
      },
    });
    await userEvent.click(await screen.findByText('Convert into a project', { selector: 'summary' }));
    expect(screen.getByLabelText("New organization's name")).toHaveValue('Prairie Steel');
    expect(screen.getByLabelText('Project name')).toHaveValue('Warehouse');
    await userEvent.type(screen.getByLabelText('Job number'), 'J-7');
    await userEvent.click(screen.getByRole('button', { name: 'Convert into a project' }));
    expect(await screen.findByRole('link', { name: 'J-7 Warehouse' })).toHaveAttribute('href', '/admin/projects?project=p-1');
    expect(asked.map((r) => [r.estimateId, r.organizationId, r.organizationName, r.project?.jobNumber])).toEqual([['e-1', '', 'Prairie Steel', 'J-7']]);
  });

  it('links a converted request to its project', async () => {
    renderStaffScreen({
      path: '/admin/estimates/e-1',
      services: (router) => {
        router.service(EstimateRequestService, { getEstimate: () => ({ estimate }), listEstimateNotes: () => ({ notes: [] }) });
        router.service(StaffService, { listStaff: () => ({ users: [] }) });
        router.service(ClientAdminService, { listOrganizations: () => ({ organizations: [] }) });
        router.service(ProjectAdminService, {
          listPortalProjects: () => ({ projects: [{ id: 'p-2', name: 'Warehouse', jobNumber: 'J-8', estimateRequestId: 'e-1' }] }),
        });
      },
    });
    expect(await screen.findByRole('link', { name: 'J-8 Warehouse' })).toHaveAttribute('href', '/admin/projects?project=p-2');
    expect(screen.queryByText('Convert into a project', { selector: 'summary' })).toBeNull();
  });
});

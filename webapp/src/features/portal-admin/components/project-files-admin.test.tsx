import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProjectFileAdminService } from '../../../gen/gusset/admin/v1/portal_files_pb';
import { ClientAdminService, ProjectAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { FileUploader } from '../../../gen/gusset/portal/v1/files_pb';
import { ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const folders = [
  {
    id: 'f-1',
    name: 'Drawings',
    files: [{ id: 'file-1', folderId: 'f-1', name: 'GA-101.pdf', revisions: [{ id: 'r-1', number: 1, size: 1024n, uploader: FileUploader.CLIENT, uploaderName: 'dana@prairie.example (Prairie Steel)' }] }],
  },
];

describe("a project's files on the staff screen", () => {
  it('adds a folder, renames one and shows who downloaded which revision', async () => {
    const user = userEvent.setup();
    const made: string[] = [];
    const renamed: string[] = [];
    renderStaffScreen({
      path: '/admin/projects',
      services: (router) => {
        router.service(ClientAdminService, { listOrganizations: () => ({ organizations: [] }) });
        router.service(StaffService, { listStaff: () => ({ users: [] }) });
        router.service(ProjectAdminService, {
          listPortalProjects: () => ({ projects: [{ id: 'p-1', name: 'Warehouse', jobNumber: 'J-1', organizationName: 'Prairie Steel', status: ProjectStatus.DETAILING }] }),
          getPortalProject: () => ({ project: { id: 'p-1', name: 'Warehouse', jobNumber: 'J-1' } }),
        });
        router.service(ProjectFileAdminService, {
          listProjectFilesAdmin: () => ({ folders }),
          createProjectFolder: (req) => {
            made.push(`${req.projectId}:${req.name}`);
            return { folder: { id: 'f-9', name: req.name } };
          },
          renameProjectFolder: (req) => {
            renamed.push(`${req.id}:${req.name}`);
            return { folder: { id: req.id, name: req.name } };
          },
          listFileDownloads: (req) => {
            expect(req.fileId).toBe('file-1');
            return { downloads: [{ revisionId: 'r-1', revisionNumber: 1, who: 'dana@prairie.example (Prairie Steel)', staff: false, bytes: 1024n, complete: true }] };
          },
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'J-1 Warehouse' }));
    const drawings = await screen.findByRole('region', { name: 'Folder Drawings' });
    await user.type(screen.getByLabelText('New folder'), 'Submittals');
    await user.click(screen.getByRole('button', { name: 'Add folder' }));
    await waitFor(() => expect(made).toEqual(['p-1:Submittals']));

    await user.click(within(drawings).getByRole('button', { name: 'Rename Drawings' }));
    const name = within(drawings).getByLabelText('Folder name');
    await user.clear(name);
    await user.type(name, 'Shop drawings');
    await user.click(within(drawings).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(renamed).toEqual(['f-1:Shop drawings']));

    await user.click(within(drawings).getByText('Downloads of GA-101.pdf'));
    const log = await within(drawings).findByRole('list', { name: 'Downloads of GA-101.pdf' });
    expect(log).toHaveTextContent('Revision 1 by dana@prairie.example (Prairie Steel) (client)');
    expect(log).toHaveTextContent('whole file');
  });
});

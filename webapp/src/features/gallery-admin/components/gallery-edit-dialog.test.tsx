import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInput } from '../../../gen/gusset/admin/v1/gallery_pb';
import { Department, ProjectStatus, ProjectType } from '../../../gen/gusset/site/v1/gallery_pb';
import { uploadFile } from '../../../lib/upload-file';
import { galleryProject } from '../test/gallery-fixtures';
import { renderGalleryAdmin } from '../test/render-gallery-admin';

// The XHR upload is replaced: these tests drive its progress and outcome by hand.
vi.mock('../../../lib/upload-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload-file')>()),
  uploadFile: vi.fn(),
}));
const upload = vi.mocked(uploadFile);

beforeEach(() => {
  upload.mockReset();
  upload.mockImplementation(async (_kind, file) => ({ id: `up-${file.name}`, fileName: file.name, size: file.size, contentType: file.type }));
});

async function openEdit(title = 'Riverside Warehouse') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${title}` }));
  return { user, dialog: await screen.findByRole('dialog', { name: `Edit Gallery: ${title}` }) };
}

describe('editing a gallery project', () => {
  it('fills the form, shows the current images, updates and refreshes the list', async () => {
    const updates: { id: string; project?: ProjectInput }[] = [];
    let projects = [galleryProject()];
    renderGalleryAdmin({
      listProjects: () => ({ projects }),
      updateProject: (req) => {
        updates.push({ id: req.id, project: req.project });
        projects = [galleryProject({ title: req.project!.title })];
        return { project: projects[0] };
      },
    });
    const { user, dialog } = await openEdit();

    expect(within(dialog).getByLabelText(/^Project Title/)).toHaveValue('Riverside Warehouse');
    expect(within(dialog).getByLabelText(/^Location/)).toHaveValue('Columbus, Ohio');
    expect(within(dialog).getByLabelText('Project Type')).toHaveDisplayValue('Industrial');
    expect(within(dialog).queryByLabelText(/^Specify Other Type/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Department')).toHaveDisplayValue('Structural');
    expect(within(dialog).getByLabelText(/^Detailing Software/)).toHaveValue('Tekla Structures');
    expect(within(dialog).getByLabelText(/^Designing Software/)).toHaveValue('RAM');
    expect(within(dialog).getByLabelText('Project Status')).toHaveDisplayValue('Completed');
    // The images are edited one by one below the fields (gallery-image-manager.test.tsx).
    const images = within(dialog).getByRole('list', { name: 'Images in display order' });
    expect(within(images).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['front.png Cover', 'side.png']);
    expect(within(dialog).queryByLabelText('Replace images')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Project Title/));
    await user.type(within(dialog).getByLabelText(/^Project Title/), 'Riverside Hangar');
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));

    expect(await screen.findByText('Gallery project updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Riverside Hangar')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Edit Gallery/ })).not.toBeInTheDocument();
    expect(updates).toEqual([
      {
        id: 'g-1',
        project: expect.objectContaining({
          title: 'Riverside Hangar',
          type: ProjectType.INDUSTRIAL,
          department: Department.STRUCTURAL,
          status: ProjectStatus.COMPLETED,
          technologyUsed: 'Tekla Structures',
          imageUploadIds: [],
        }),
      },
    ]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks for every required field with one message', async () => {
    const update = vi.fn();
    renderGalleryAdmin({ listProjects: () => ({ projects: [galleryProject()] }), updateProject: update });
    const { user, dialog } = await openEdit();

    await user.clear(within(dialog).getByLabelText(/^Detailing Software/));
    await user.type(within(dialog).getByLabelText(/^Detailing Software/), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));

    expect(await screen.findByText('Please fill in all required fields (Title, Scope, Location, Software/Technologies Used).')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('asks for the other type when the type is OTHER', async () => {
    const update = vi.fn();
    renderGalleryAdmin({ listProjects: () => ({ projects: [galleryProject()] }), updateProject: update });
    const { user, dialog } = await openEdit();

    await user.selectOptions(within(dialog).getByLabelText('Project Type'), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));

    expect(within(dialog).getByLabelText(/^Specify Other Type/)).toHaveAccessibleDescription('Please specify the project type');
    expect(update).not.toHaveBeenCalled();
  });

  it('reports a failed update', async () => {
    renderGalleryAdmin({
      listProjects: () => ({ projects: [galleryProject()] }),
      updateProject: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    const { user, dialog } = await openEdit();

    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));

    expect(await screen.findByText('Something went wrong while updating the gallery project.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Gallery: Riverside Warehouse' })).toBeInTheDocument();
  });

  it('asks before deleting, deletes and refreshes the list', async () => {
    let projects = [galleryProject(), galleryProject({ id: 'g-2', title: 'Mill' })];
    const deleted: string[] = [];
    renderGalleryAdmin({
      listProjects: () => ({ projects }),
      deleteProject: (req) => {
        deleted.push(req.id);
        projects = projects.filter((p) => p.id !== req.id);
        return {};
      },
    });
    const { user, dialog } = await openEdit();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    // It goes to the trash: the spec's "This action cannot be undone." would be untrue here.
    expect(question).toHaveTextContent('Move this gallery project to the trash?');
    expect(question).toHaveTextContent('You can restore it for 30 days.');
    expect(question).not.toHaveTextContent('cannot be undone');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Edit Gallery: Riverside Warehouse' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Gallery project deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['g-1']);
    await waitFor(() => expect(screen.queryByText('Riverside Warehouse')).not.toBeInTheDocument());
    expect(screen.getByText('Mill')).toBeInTheDocument();
  });

  it('reports a failed delete', async () => {
    renderGalleryAdmin({
      listProjects: () => ({ projects: [galleryProject()] }),
      deleteProject: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    const { user, dialog } = await openEdit();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Something went wrong while deleting the gallery project.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Gallery: Riverside Warehouse' })).toBeInTheDocument();
  });
});

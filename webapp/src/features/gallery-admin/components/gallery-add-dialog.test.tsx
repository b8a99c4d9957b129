import { Code, ConnectError } from '@connectrpc/connect';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInput } from '../../../gen/gusset/admin/v1/gallery_pb';
import { Department, ProjectStatus, ProjectType } from '../../../gen/gusset/site/v1/gallery_pb';
import { uploadFile, UploadError } from '../../../lib/upload-file';
import { invalidArgument } from '../../../test/bad-request';
import { deferred } from '../../../test/deferred';
import { galleryProject, pickedFile } from '../test/gallery-fixtures';
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

async function openAdd() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New Project' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add New Gallery Project' }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Project Title/), 'Hangar');
  await user.type(within(dialog).getByLabelText(/^Scope/), 'Main steel');
  await user.type(within(dialog).getByLabelText(/^Location/), 'Calgary');
  await user.type(within(dialog).getByLabelText(/^Specify Other Type/), 'Aviation');
}

describe('adding a gallery project', () => {
  it('starts with the defaults, and refuses to submit without files', async () => {
    renderGalleryAdmin({ listProjects: () => ({ projects: [] }) });
    const { dialog } = await openAdd();

    expect(within(dialog).getByLabelText('Project Status')).toHaveDisplayValue('In Progress');
    expect(within(dialog).getByLabelText('Project Type')).toHaveDisplayValue('Other');
    expect(within(dialog).getByLabelText('Department')).toHaveDisplayValue('Other');
    expect(within(dialog).getByLabelText(/^Specify Other Type/)).toBeInTheDocument();
    for (const label of ['Detailing Software', 'Designing Software']) expect(within(dialog).getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
    expect(within(dialog).getByLabelText('Images and videos')).toHaveAttribute('accept', 'image/*,video/mp4,video/webm');
    expect(within(dialog).getByText('At least one image is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Gallery Project' })).toBeDisabled();
  });

  it('shows Specify Other Type only for OTHER, and clears it otherwise', async () => {
    renderGalleryAdmin({ listProjects: () => ({ projects: [] }) });
    const { user, dialog } = await openAdd();

    await user.type(within(dialog).getByLabelText(/^Specify Other Type/), 'Stadium');
    await user.selectOptions(within(dialog).getByLabelText('Project Type'), 'Commercial');
    expect(within(dialog).queryByLabelText(/^Specify Other Type/)).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Project Type'), 'Other');
    expect(within(dialog).getByLabelText(/^Specify Other Type/)).toHaveValue('');
  });

  it('names each required field that is missing', async () => {
    const create = vi.fn();
    renderGalleryAdmin({ listProjects: () => ({ projects: [] }), createProject: create });
    const { user, dialog } = await openAdd();

    await user.upload(within(dialog).getByLabelText('Images and videos'), pickedFile('a.png', 10));
    await user.type(within(dialog).getByLabelText(/^Scope/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Gallery Project' }));

    for (const [label, message] of [
      [/^Project Title/, 'Project Title is required'],
      [/^Scope/, 'Scope is required'],
      [/^Location/, 'Location is required'],
      [/^Specify Other Type/, 'Please specify the project type'],
    ] as const) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(upload).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it('asks for a file if the form is submitted without one', async () => {
    renderGalleryAdmin({ listProjects: () => ({ projects: [] }) });
    const { user, dialog } = await openAdd();
    await fillRequired(user, dialog);

    // The disabled button stops a click; this is the guard behind it.
    fireEvent.submit(dialog.querySelector('form')!);

    expect(await screen.findByText('Please upload at least one image file')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('lists the chosen files with their size in MB, each removable', async () => {
    renderGalleryAdmin({ listProjects: () => ({ projects: [] }) });
    const { user, dialog } = await openAdd();

    await user.upload(within(dialog).getByLabelText('Images and videos'), [pickedFile('a.png', 1572864), pickedFile('walk.mp4', 524288, 'video/mp4')]);
    await user.upload(within(dialog).getByLabelText('Images and videos'), pickedFile('c.png', 10));

    const list = within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.png1.50 MBRemove', 'walk.mp40.50 MBRemove', 'c.png0.00 MBRemove']);
    expect(within(dialog).getByRole('button', { name: 'Add Gallery Project' })).toBeEnabled();
    expect(within(dialog).queryByText('At least one image is required.')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove walk.mp4' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Remove a.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove c.png' }));
    expect(within(dialog).getByText('At least one image is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Gallery Project' })).toBeDisabled();
  });

  it('uploads every file with progress over all of them, creates the project and refreshes the list', async () => {
    const created: ProjectInput[] = [];
    const projects: ReturnType<typeof galleryProject>[] = [];
    renderGalleryAdmin({
      listProjects: () => ({ projects: [...projects] }),
      createProject: (req) => {
        created.push(req.project!);
        const project = galleryProject({ id: 'g-9', title: req.project!.title });
        projects.unshift(project);
        return { project };
      },
    });
    const halfway = deferred();
    upload.mockImplementation(async (_kind, file, options) => {
      if (file.name === 'a.png') {
        options?.onProgress?.(0.5);
        await halfway.promise;
      }
      return { id: `up-${file.name}`, fileName: file.name, size: file.size, contentType: file.type };
    });
    const { user, dialog } = await openAdd();

    await user.type(within(dialog).getByLabelText(/^Project Title/), 'Hangar');
    await user.type(within(dialog).getByLabelText(/^Scope/), 'Main steel');
    await user.type(within(dialog).getByLabelText(/^Location/), 'Calgary');
    await user.selectOptions(within(dialog).getByLabelText('Project Type'), 'Commercial');
    await user.selectOptions(within(dialog).getByLabelText('Department'), 'Structural');
    await user.type(within(dialog).getByLabelText(/^Detailing Software/), 'Tekla Structures');
    await user.type(within(dialog).getByLabelText(/^Designing Software/), 'RAM');
    await user.selectOptions(within(dialog).getByLabelText('Project Status'), 'Completed');
    await user.upload(within(dialog).getByLabelText('Images and videos'), [pickedFile('a.png', 100), pickedFile('b.png', 300)]);
    await user.click(within(dialog).getByRole('button', { name: 'Add Gallery Project' }));

    // Half of a.png is 50 of the 400 bytes.
    expect(await within(dialog).findByText('13%')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    halfway.resolve();

    expect(await screen.findByText('Gallery project added successfully!')).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        title: 'Hangar',
        description: 'Main steel',
        location: 'Calgary',
        type: ProjectType.COMMERCIAL,
        otherType: '',
        department: Department.STRUCTURAL,
        technologyUsed: 'Tekla Structures',
        designingSoftware: 'RAM',
        status: ProjectStatus.COMPLETED,
        imageUploadIds: ['up-a.png', 'up-b.png'],
      }),
    ]);
    expect(upload.mock.calls.map(([kind, file]) => [kind, file.name])).toEqual([['gallery', 'a.png'], ['gallery', 'b.png']]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Gallery Project' })).not.toBeInTheDocument());
    expect(await screen.findByText('Hangar')).toBeInTheDocument();
  });

  it('sends the tonnage typed as a number', async () => {
    const sent: (number | undefined)[] = [];
    renderGalleryAdmin({
      listProjects: () => ({ projects: [] }),
      createProject: (req) => {
        sent.push(req.project?.tonnage);
        return { project: req.project ? { id: 'p-new', title: req.project.title } : undefined };
      },
    });
    const { user, dialog } = await openAdd();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('Tonnage (tons of steel)'), '1850.5');
    await user.upload(within(dialog).getByLabelText('Images and videos'), pickedFile('a.png', 10));
    await user.click(within(dialog).getByRole('button', { name: 'Add Gallery Project' }));

    await waitFor(() => expect(sent).toEqual([1850.5]));
  });

  it('reports a failed add', async () => {
    renderGalleryAdmin({
      listProjects: () => ({ projects: [] }),
      createProject: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    const { user, dialog } = await openAdd();
    await fillRequired(user, dialog);
    await user.upload(within(dialog).getByLabelText('Images and videos'), pickedFile('a.png', 10));
    await user.click(within(dialog).getByRole('button', { name: 'Add Gallery Project' }));

    expect(await screen.findByText('Something went wrong while adding the gallery project.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Gallery Project' })).toBeEnabled();
  });

  it("shows the server's field messages and upload refusals under the fields", async () => {
    renderGalleryAdmin({
      listProjects: () => ({ projects: [] }),
      createProject: () => {
        throw invalidArgument({ title: 'Project Title is too long', image_upload_ids: 'Please upload at least one image file' });
      },
    });
    const { user, dialog } = await openAdd();
    await fillRequired(user, dialog);
    await user.upload(within(dialog).getByLabelText('Images and videos'), pickedFile('a.png', 10));
    await user.click(within(dialog).getByRole('button', { name: 'Add Gallery Project' }));

    expect(await within(dialog).findByText('Project Title is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Images and videos')).toHaveAccessibleDescription('1 selected Please upload at least one image file');

    upload.mockRejectedValue(new UploadError('Please upload an image (JPEG, PNG, WebP or GIF) or a video (MP4 or WebM)', 400));
    await user.click(within(dialog).getByRole('button', { name: 'Add Gallery Project' }));
    expect(await within(dialog).findByText('a.png: Please upload an image (JPEG, PNG, WebP or GIF) or a video (MP4 or WebM)')).toBeInTheDocument();
  });

  it('cancels the upload on the way', async () => {
    upload.mockImplementation(
      (_kind, _file, options) =>
        new Promise((_resolve, reject) => {
          options?.onProgress?.(0.2);
          options?.signal?.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
        }),
    );
    const create = vi.fn();
    renderGalleryAdmin({ listProjects: () => ({ projects: [] }), createProject: create });
    const { user, dialog } = await openAdd();
    await fillRequired(user, dialog);
    await user.upload(within(dialog).getByLabelText('Images and videos'), pickedFile('a.png', 10));
    await user.click(within(dialog).getByRole('button', { name: 'Add Gallery Project' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '20');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));

    expect(await within(dialog).findByText('Upload cancelled.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Gallery Project' })).toBeEnabled();
    expect(create).not.toHaveBeenCalled();
  });

  it('forgets the form and the files when closed', async () => {
    renderGalleryAdmin({ listProjects: () => ({ projects: [] }) });
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Project Title/), 'Half done');
    await user.upload(within(dialog).getByLabelText('Images and videos'), pickedFile('a.png', 10));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Gallery Project' })).not.toBeInTheDocument());

    const { dialog: again } = await openAdd();
    expect(within(again).getByLabelText(/^Project Title/)).toHaveValue('');
    expect(within(again).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });
});

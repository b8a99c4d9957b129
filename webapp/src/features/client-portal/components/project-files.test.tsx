import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileService, FileUploader } from '../../../gen/gusset/portal/v1/files_pb';
import { MessageService } from '../../../gen/gusset/portal/v1/messages_pb';
import { PortalAuthService, ProjectService, ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { uploadProjectFile, type PortalUploadEvents } from '../../../lib/portal-upload';
import { renderSite } from '../../../test/render-site';
import { DrawingService } from '../../../gen/gusset/portal/v1/drawings_pb';
import { RfiService } from '../../../gen/gusset/portal/v1/rfis_pb';

vi.mock('../../../lib/portal-upload', () => ({ uploadProjectFile: vi.fn() }));

const me = { user: { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', organizationName: 'Prairie Steel' } };
const folders = [
  {
    id: 'f-1',
    name: 'Drawings',
    files: [
      {
        id: 'file-1',
        folderId: 'f-1',
        name: 'GA-101.pdf',
        revisions: [
          { id: 'r-2', number: 2, size: 2_097_152n, uploader: FileUploader.STAFF, uploaderName: 'alice' },
          { id: 'r-1', number: 1, size: 1024n, uploader: FileUploader.CLIENT, uploaderName: 'dana@prairie.example (Prairie Steel)' },
        ],
      },
    ],
  },
  { id: 'f-2', name: 'Models', files: [] },
];

afterEach(() => {
  vi.mocked(uploadProjectFile).mockReset();
});

function renderProject(onList: () => void = () => {}, onLink: (id: string) => void = () => {}) {
  return renderSite('/portal/projects/p-1', (router) => {
    router.service(PortalAuthService, { getMe: () => me });
    router.service(ProjectService, { getProject: () => ({ project: { id: 'p-1', name: 'Warehouse', jobNumber: 'J-1', status: ProjectStatus.DETAILING } }) });
    // The page's messages section, with no threads.
    router.service(MessageService, { listThreads: () => ({ threads: [] }) });
    // The page's drawings section, empty.
    router.service(DrawingService, { listSheets: () => ({ sheets: [] }), listTransmittals: () => ({ transmittals: [] }) });
    router.service(RfiService, { listRfis: () => ({}) });
    router.service(FileService, {
      listProjectFiles: (req) => {
        expect(req.projectId).toBe('p-1');
        onList();
        return { folders };
      },
      getDownloadUrl: (req) => {
        onLink(req.revisionId);
        return { url: `/portal/files/${req.revisionId}/c-1/GA-101.pdf?exp=1&sig=x` };
      },
    });
  });
}

describe("a project's files in the client portal", () => {
  it('lists the folders with each file, its newest revision first and the earlier ones', async () => {
    renderProject();
    const drawings = await screen.findByRole('region', { name: 'Folder Drawings' });
    expect(drawings).toHaveTextContent('GA-101.pdf');
    expect(drawings).toHaveTextContent('Revision 2 · 2.0 MB · alice (the firm)');
    expect(screen.getByText('Earlier revisions (1)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Folder Models' })).toHaveTextContent('No files yet.');
  });

  it('downloads a revision through a signed link, without the session', async () => {
    const user = userEvent.setup();
    const links: string[] = [];
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    renderProject(undefined, (id) => links.push(id));
    await user.click(await screen.findByRole('button', { name: 'Download revision 2' }));
    await waitFor(() => expect(clicked).toEqual(['/portal/files/r-2/c-1/GA-101.pdf?exp=1&sig=x as GA-101.pdf']));
    expect(links).toEqual(['r-2']);
    click.mockRestore();
  });

  it('uploads into a folder with the client session, shows the progress and lists the new revision', async () => {
    const user = userEvent.setup();
    let events: PortalUploadEvents | undefined;
    vi.mocked(uploadProjectFile).mockImplementation((_file, _folder, _token, e) => {
      events = e;
      return Promise.resolve({ abort: () => {}, resumed: true });
    });
    let lists = 0;
    renderProject(() => lists++);
    const file = new File(['%PDF-1.7'], 'GA-101.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Upload to Drawings'), file);
    expect(vi.mocked(uploadProjectFile)).toHaveBeenCalledWith(file, 'f-1', 'client', expect.anything());
    events?.onProgress(4, 8);
    expect(await screen.findByText('Resuming GA-101.pdf: 50%')).toBeInTheDocument();
    const before = lists;
    events?.onSuccess(3);
    expect(await screen.findByText('GA-101.pdf is uploaded as revision 3.')).toBeInTheDocument();
    await waitFor(() => expect(lists).toBeGreaterThan(before));
  });

  it("says why an upload was refused, in the server's words", async () => {
    const user = userEvent.setup();
    vi.mocked(uploadProjectFile).mockImplementation((_file, _folder, _token, e) => {
      e.onError('This file is larger than the 5 GiB limit for one file.');
      return Promise.resolve({ abort: () => {}, resumed: false });
    });
    renderProject();
    await user.upload(await screen.findByLabelText('Upload to Models'), new File(['x'], 'huge.ifc'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is larger than the 5 GiB limit for one file.');
  });
});

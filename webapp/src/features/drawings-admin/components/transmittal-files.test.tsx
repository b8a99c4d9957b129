import { create } from '@bufbuild/protobuf';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransmittalInput } from '../../../gen/gusset/admin/v1/drawings_pb';
import { TransmittalList } from '../../../components/drawings/transmittal-list';
import { TransmittalPurpose, TransmittalSchema } from '../../../gen/gusset/portal/v1/drawings_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderSite } from '../../../test/render-site';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { drawingServices, transmittal } from '../test/fixtures';
import { TransmittalAdminPage } from './transmittal-admin-page';

afterEach(() => vi.restoreAllMocks());

const withFiles = {
  ...transmittal,
  files: [
    { fileId: 'f-1', revisionId: 'fr-11', name: 'BOM.csv', size: 1024n, contentType: 'text/csv', revisionNumber: 1 },
    { fileId: 'f-2', revisionId: 'fr-21', name: 'NC files.zip', size: 3n * 1024n * 1024n, contentType: 'application/zip', revisionNumber: 1 },
  ],
};

describe("the composer's other files", () => {
  it('sends the chosen project files and shows a refused one beside it', async () => {
    const user = userEvent.setup();
    const sent: TransmittalInput[] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/transmittals/new',
      services: (router) =>
        drawingServices(router, {
          transmittals: {
            sendTransmittal: (req) => {
              sent.push(req.transmittal!);
              if (sent.length === 1) throw invalidArgument({ 'transmittal.file_ids[1]': 'Not a file of this project' });
              return { transmittal: withFiles };
            },
          },
        }),
    });
    const files = await screen.findByRole('group', { name: /Other files/ });
    await user.click(await within(files).findByLabelText('NC files.zip · Drawings · rev 1 · 3.0 MB'));
    await user.click(within(files).getByLabelText('BOM.csv · Drawings · rev 2 · 2 KB'));
    expect(files).toHaveAccessibleName('Other files (2 chosen)');
    await user.click(within(await screen.findByRole('group', { name: /Sheet revisions/ })).getByLabelText(/B101 rev 2/));
    await user.click(within(await screen.findByRole('group', { name: 'Recipients' })).getByLabelText('Dana Cole (dana@prairie.example)'));

    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    // The second file sent is the one refused: BOM.csv, chosen second.
    await waitFor(() => expect(within(files).getByLabelText(/BOM.csv/)).toHaveAccessibleDescription('Not a file of this project'));
    expect(within(files).getByLabelText(/NC files.zip/)).not.toHaveAccessibleDescription();
    expect(sent[0]).toMatchObject({ revisionIds: ['r-12'], fileIds: ['f-2', 'f-1'] });

    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    expect(await screen.findByRole('heading', { name: 'Transmittal T-0001' })).toBeInTheDocument();
  });

  it('refuses files without a sheet for approval, in the page, and sends them alone for information', async () => {
    const user = userEvent.setup();
    const sent: TransmittalInput[] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/transmittals/new',
      services: (router) => drawingServices(router, { transmittals: { sendTransmittal: (req) => (sent.push(req.transmittal!), { transmittal: withFiles }) } }),
    });
    const files = await screen.findByRole('group', { name: /Other files/ });
    await user.click(await within(files).findByLabelText(/BOM.csv/));
    await user.click(within(await screen.findByRole('group', { name: 'Recipients' })).getByLabelText('Dana Cole (dana@prairie.example)'));
    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    expect(screen.getByRole('group', { name: /Sheet revisions/ })).toHaveAccessibleDescription(/carries at least one sheet revision/);
    expect(sent).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Purpose'), 'For information');
    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ purpose: TransmittalPurpose.FOR_INFORMATION, revisionIds: [], fileIds: ['f-1'] });
  });
});

describe("a transmittal's staff page", () => {
  it('lists its other files after the items, each with its download', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    renderSite('/admin/projects/p-1/transmittals/t-1', (router) => drawingServices(router, { transmittals: { getTransmittalAdmin: () => ({ transmittal: withFiles }) } }), [
      { path: '/admin/projects/:id/transmittals/:transmittal', element: <TransmittalAdminPage /> },
    ]);
    const files = (await screen.findByRole('heading', { name: 'Other files (2)' })).closest('section')!;
    expect(within(files).getByRole('list', { name: 'Other files' })).toHaveTextContent('BOM.csvRevision 1 · 1 KB · for information');
    await userEvent.setup().click(within(files).getByRole('button', { name: 'Download NC files.zip' }));
    await waitFor(() => expect(clicked).toEqual(['/portal/files/fr-21/u-1/file?sig=x as NC files.zip']));
  });
});

describe('a transmittal of files only', () => {
  it('lists no items, only its files, and the list counts its files', async () => {
    const filesOnly = { ...withFiles, id: 't-2', numberText: 'T-0002', purpose: TransmittalPurpose.FOR_INFORMATION, items: [] };
    renderSite('/admin/projects/p-1/transmittals/t-2', (router) => drawingServices(router, { transmittals: { getTransmittalAdmin: () => ({ transmittal: filesOnly }) } }), [
      { path: '/admin/projects/:id/transmittals/:transmittal', element: <TransmittalAdminPage /> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Other files (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Items/ })).not.toBeInTheDocument();
  });

  it('is counted by its files in the list', async () => {
    const filesOnly = { ...withFiles, id: 't-2', numberText: 'T-0002', purpose: TransmittalPurpose.FOR_INFORMATION, items: [] };
    renderSite('/list', (router) => drawingServices(router), [{ path: '/list', element: <TransmittalList transmittals={[create(TransmittalSchema, withFiles), create(TransmittalSchema, filesOnly)]} pathOf={(t) => `/t/${t.id}`} /> }]);
    const list = await screen.findByRole('list', { name: 'Transmittals' });
    expect(list).toHaveTextContent('T-0001 · For approval · 1 item · 2 files');
    expect(list).toHaveTextContent('T-0002 · For information · 0 items · 2 files');
  });
});

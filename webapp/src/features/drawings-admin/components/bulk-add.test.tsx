import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SheetRevisionInput } from '../../../gen/gusset/admin/v1/drawings_pb';
import { SheetKind } from '../../../gen/gusset/portal/v1/drawings_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { uploadDrawing, type DrawingUploadEvents } from '../api/upload-drawing';
import { drawingServices } from '../test/fixtures';

vi.mock('../api/upload-drawing', () => ({ uploadDrawing: vi.fn() }));

afterEach(() => vi.mocked(uploadDrawing).mockReset());

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('a bulk add of PDFs', () => {
  it('uploads every file, shows what the names say to correct, and shows the refusal of a row on that row', async () => {
    const user = userEvent.setup();
    // Each chosen file's upload finishes as u-<its name>, with the staff token and the project.
    const started: string[] = [];
    vi.mocked(uploadDrawing).mockImplementation((file: File, project: string, token: string, e: DrawingUploadEvents) => {
      started.push(`${file.name} for ${project} with ${token}`);
      e.onProgress(4, 8);
      e.onSuccess(`u-${file.name}`);
      return Promise.resolve({ abort: () => {} });
    });
    const proposed: string[][] = [];
    const commits: SheetRevisionInput[][] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/drawings',
      services: (router) =>
        drawingServices(router, {
          drawings: {
            proposeSheets: (req) => {
              proposed.push(req.uploadIds);
              return {
                proposals: [
                  { uploadId: 'u-B101_R3.pdf', fileName: 'B101_R3.pdf', sheetNumber: 'B101', revision: '3', sheetId: 's-1', title: 'Beam B101' },
                  { uploadId: 'u-notes.pdf', fileName: 'notes.pdf', problem: 'The name does not match the pattern: give the sheet number and revision' },
                  { uploadId: 'u-B102_R0.pdf', fileName: 'B102_R0.pdf', sheetNumber: 'B102', revision: '0' },
                ],
              };
            },
            addSheetRevisions: (req) => {
              commits.push(req.revisions);
              if (req.revisions.length === 3) throw invalidArgument({ 'revisions[1].upload_id': 'notes.pdf is not a PDF' });
              return { sheets: req.revisions.map((r, i) => ({ id: `new-${i}`, sheetNumber: r.sheetNumber })) };
            },
          },
        }),
    });
    await user.upload(await screen.findByLabelText('Choose PDFs'), [pdf('B101_R3.pdf'), pdf('notes.pdf'), pdf('B102_R0.pdf')]);
    const table = await screen.findByRole('region', { name: 'Confirm the sheets' });
    expect(started).toEqual(['B101_R3.pdf for p-1 with staff', 'notes.pdf for p-1 with staff', 'B102_R0.pdf for p-1 with staff']);
    expect(proposed).toEqual([['u-B101_R3.pdf', 'u-notes.pdf', 'u-B102_R0.pdf']]);

    const notes = within(table).getByRole('row', { name: 'notes.pdf' });
    expect(notes).toHaveTextContent('The name does not match the pattern');
    expect(within(table).getByRole('row', { name: 'B101_R3.pdf' })).toHaveTextContent('Existing sheet');
    // The unmatched name gets its sheet and revision by hand; the new sheet its title and kind.
    await user.type(within(notes).getByLabelText('Sheet number of notes.pdf'), 'N1');
    await user.type(within(notes).getByLabelText('Revision of notes.pdf'), '0');
    expect(notes).not.toHaveTextContent('The name does not match the pattern');
    const b102 = within(table).getByRole('row', { name: 'B102_R0.pdf' });
    fireEvent.change(within(b102).getByLabelText('Title of B102_R0.pdf'), { target: { value: 'Beam B102' } });
    await user.selectOptions(within(b102).getByLabelText('Kind of B102_R0.pdf'), 'Shop (assembly)');

    await user.click(screen.getByRole('button', { name: 'Add 3 revisions' }));
    await waitFor(() => expect(within(table).getByRole('row', { name: 'notes.pdf' })).toHaveTextContent('notes.pdf is not a PDF'));
    expect(within(table).getByRole('row', { name: 'B102_R0.pdf' })).not.toHaveTextContent('not a PDF');
    expect(screen.getByText('Nothing was added: correct the rows marked below, or leave them out.')).toBeInTheDocument();
    expect(commits[0]).toMatchObject([
      { uploadId: 'u-B101_R3.pdf', sheetNumber: 'B101', revision: '3' },
      { uploadId: 'u-notes.pdf', sheetNumber: 'N1', revision: '0' },
      { uploadId: 'u-B102_R0.pdf', sheetNumber: 'B102', revision: '0', title: 'Beam B102', kind: SheetKind.SHOP },
    ]);

    await user.click(within(table).getByRole('button', { name: 'Leave out notes.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 revisions' }));
    expect(await screen.findByText('2 revisions added')).toBeInTheDocument();
    expect(commits[1].map((r) => r.uploadId)).toEqual(['u-B101_R3.pdf', 'u-B102_R0.pdf']);
    expect(screen.queryByRole('region', { name: 'Confirm the sheets' })).not.toBeInTheDocument();
  });

  it('says which upload failed, in the server words, and reads the names of the others', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadDrawing).mockImplementation((file: File, _p: string, _t: string, e: DrawingUploadEvents) => {
      if (file.name === 'huge.pdf') e.onError('This file is larger than the limit.');
      else e.onSuccess(`u-${file.name}`);
      return Promise.resolve({ abort: () => {} });
    });
    const proposed: string[][] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/drawings',
      services: (router) =>
        drawingServices(router, {
          drawings: {
            proposeSheets: (req) => {
              proposed.push(req.uploadIds);
              return { proposals: [{ uploadId: 'u-E2.pdf', fileName: 'E2.pdf', sheetNumber: 'E2', revision: '0' }] };
            },
          },
        }),
    });
    await user.upload(await screen.findByLabelText('Choose PDFs'), [pdf('huge.pdf'), pdf('E2.pdf')]);
    expect(await screen.findByText('huge.pdf: This file is larger than the limit.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: 'E2.pdf' })).toBeInTheDocument();
    expect(proposed).toEqual([['u-E2.pdf']]);
  });
});

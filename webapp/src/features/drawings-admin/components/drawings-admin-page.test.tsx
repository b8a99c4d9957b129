import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { drawingServices } from '../test/fixtures';

afterEach(() => vi.restoreAllMocks());

function clicks() {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.getAttribute('href')} as ${this.download}`);
  });
  return clicked;
}

describe("a project's drawing register on the staff screen", () => {
  it('lists the sheets with their revision, status and hold, and links the transmittals', async () => {
    renderStaffScreen({ path: '/admin/projects/p-1/drawings', services: (router) => drawingServices(router) });
    const register = await screen.findByRole('region', { name: 'Drawing register' });
    const b101 = within(register).getByRole('button', { name: 'B101' }).closest('tr');
    expect(b101).toHaveTextContent('Beam B101Shop (assembly)Seq 12Issued for approval');
    expect(within(register).getByRole('button', { name: 'C7' }).closest('tr')).toHaveTextContent('On hold: Waiting for RFI 12');
    expect(screen.getByRole('heading', { name: 'Register of J-1 Warehouse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'T-0001' })).toHaveAttribute('href', '/admin/projects/p-1/transmittals/t-1');
    expect(screen.getByRole('link', { name: 'New transmittal' })).toHaveAttribute('href', '/admin/projects/p-1/transmittals/new');
  });

  it("opens a sheet: its revisions download by signed link, and a hold without a reason is refused on its field", async () => {
    const user = userEvent.setup();
    const clicked = clicks();
    const saved: unknown[] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/drawings',
      services: (router) =>
        drawingServices(router, {
          drawings: {
            updateSheet: (req) => {
              saved.push(req.sheet);
              throw invalidArgument({ 'sheet.hold_reason': 'Say why the sheet is on hold' });
            },
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'B101' }));
    // The register lists current revisions only: the history is read when the sheet opens.
    const history = await screen.findByRole('list', { name: 'Revisions of B101' });
    expect(history).toHaveTextContent('Revision 2 · B101_R2.pdf · 2 KB');
    expect(history).toHaveTextContent('“Grid moved” · sent in T-0001');
    await user.click(within(history).getByRole('button', { name: 'Download B101 rev 1' }));
    await waitFor(() => expect(clicked).toEqual(['/drawings/files/r-11/u-1/file.pdf?sig=x as B101_R1.pdf']));
    // Two revisions: the comparison is mounted (drawn on asking); one revision, none.
    expect(screen.getByRole('button', { name: 'Compare revisions of B101' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Edit sheet B101' });
    await user.click(within(form).getByLabelText('On hold (cannot be issued)'));
    await user.click(within(form).getByRole('button', { name: 'Save sheet' }));
    const reason = await within(form).findByLabelText('Reason for the hold');
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Say why the sheet is on hold'));
    expect(saved).toMatchObject([{ sheetNumber: 'B101', hold: true, holdReason: '' }]);
    await user.click(screen.getByRole('button', { name: 'E1' }));
    expect(await screen.findByRole('heading', { name: 'Sheet E1 · Erection plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Compare revisions/ })).not.toBeInTheDocument();
  });

  it('exports the register as CSV and saves the settings, showing a bad pattern on its field', async () => {
    const user = userEvent.setup();
    const clicked = clicks();
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    renderStaffScreen({
      path: '/admin/projects/p-1/drawings',
      services: (router) =>
        drawingServices(router, {
          documents: { exportSheetsPdf: () => ({ fileName: 'J-1-drawing-log.pdf', pdf: new TextEncoder().encode('%PDF-') }) },
          drawings: {
            exportSheetsCsv: () => ({ fileName: 'J-1-drawing-log.csv', csv: 'Sheet,Title\nB101,Beam\n' }),
            updateDrawingSettings: (req) => {
              if (req.settings?.namePattern === '(') throw invalidArgument({ 'settings.name_pattern': 'The pattern does not compile' });
              return { settings: req.settings };
            },
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['blob:csv as J-1-drawing-log.csv']));
    await user.click(screen.getByRole('button', { name: 'Drawing log (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['blob:csv as J-1-drawing-log.csv', 'blob:csv as J-1-drawing-log.pdf']));
    expect(vi.mocked(URL.createObjectURL).mock.calls[1][0]).toMatchObject({ type: 'application/pdf', size: 5 });

    const settings = await screen.findByRole('form', { name: 'Drawing settings' });
    expect(within(settings).getByLabelText('Review days')).toHaveValue(14);
    await user.type(within(settings).getByLabelText('File name pattern'), '(');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(within(settings).getByLabelText('File name pattern')).toHaveAccessibleDescription(expect.stringContaining('The pattern does not compile')));
  });
});

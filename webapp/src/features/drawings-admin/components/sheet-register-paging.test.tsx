import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SheetKind, SheetStatus } from '../../../gen/gusset/portal/v1/drawings_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { fakeSheetPages, type SheetListRequest } from '../../../test/sheet-pages';
import { drawingServices } from '../test/fixtures';

// A register of 150 sheets: two pages of the server's default size.
const many = Array.from({ length: 150 }, (_, i) => ({
  id: `s-${i + 1}`,
  projectId: 'p-1',
  sheetNumber: `B${String(i + 1).padStart(3, '0')}`,
  title: i % 50 === 0 ? 'Anchor bolt plan' : `Beam ${i + 1}`,
  kind: i % 50 === 0 ? SheetKind.ERECTION : SheetKind.SHOP,
  revision: '0',
  status: i < 2 ? SheetStatus.APPROVED : SheetStatus.NOT_ISSUED,
  revisions: [{ id: `r-${i + 1}`, sheetId: `s-${i + 1}`, revision: '0', fileName: `B${i + 1}.pdf`, size: 10n }],
}));


function render(asked: SheetListRequest[]) {
  renderStaffScreen({ path: '/admin/projects/p-1/drawings', services: (router) => drawingServices(router, { drawings: { listSheetsAdmin: fakeSheetPages(many, asked) } }) });
}

// The register's rows (by selector: role queries over 150 rows are slow in jsdom).
function rows() {
  return [...screen.getByRole('region', { name: 'Drawing register' }).querySelectorAll('tbody tr')];
}

describe("the staff register's pages and search", () => {
  it('shows the first page, says how many match, and loads the next page below it', async () => {
    const user = userEvent.setup();
    const asked: SheetListRequest[] = [];
    render(asked);
    await screen.findByRole('region', { name: 'Drawing register' });
    expect(rows()).toHaveLength(100);
    expect(screen.getByText('100 of 150 sheets')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more sheets' }));
    await waitFor(() => expect(rows()).toHaveLength(150));
    expect(rows()[100]).toHaveTextContent('B101');
    expect(screen.getByText('150 of 150 sheets')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more sheets' })).not.toBeInTheDocument();
    expect(asked.map((r) => r.pageToken)).toEqual(['', '100']);
  });

  it('asks the server to search once typing pauses, and to filter by status and kind', async () => {
    const user = userEvent.setup();
    const asked: SheetListRequest[] = [];
    render(asked);
    await screen.findByRole('region', { name: 'Drawing register' });
    await user.type(screen.getByLabelText('Filter sheets'), 'anchor');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText('3 of 3 sheets')).toBeInTheDocument();
    // One request for the words, not one per key.
    expect(asked.map((r) => r.query)).toEqual(['', 'anchor']);

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('B001');
    expect(asked.at(-1)).toMatchObject({ query: 'anchor', status: SheetStatus.APPROVED, kind: SheetKind.UNSPECIFIED });

    await user.selectOptions(screen.getByLabelText('Kind'), 'Shop (assembly)');
    expect(await screen.findByText('No sheet matches.')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ kind: SheetKind.SHOP });
  });
});

import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ConnectRouter, ServiceImpl } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingClockService } from '../../../gen/gusset/portal/v1/drawing_clock_pb';
import { DrawingService, SheetKind, SheetStatus, TransmittalPurpose } from '../../../gen/gusset/portal/v1/drawings_pb';
import { FileService } from '../../../gen/gusset/portal/v1/files_pb';
import { MessageService } from '../../../gen/gusset/portal/v1/messages_pb';
import { SheetService } from '../../../gen/gusset/portal/v1/sheets_pb';
import { PortalAuthService, ProjectService, ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderSite } from '../../../test/render-site';
import { fakeSheet, fakeSheetPages, type SheetListRequest } from '../../../test/sheet-pages';
import { PortalTransmittalPage } from './portal-transmittal-page';

const sheets = [
  {
    id: 's-1',
    sheetNumber: 'B101',
    title: 'Beam B101',
    kind: SheetKind.SHOP,
    area: 'Seq 1',
    revision: '1',
    status: SheetStatus.ISSUED_FOR_APPROVAL,
    daysOutstanding: 20,
    overdue: true,
    dueDate: '2030-01-19',
    revisions: [
      { id: 'r-2', revision: '1', fileName: 'B101_R1.pdf', size: 2048n, transmittalNumbers: ['T-0001'] },
      { id: 'r-1', revision: '0', fileName: 'B101_R0.pdf', size: 1024n },
    ],
  },
  { id: 's-2', sheetNumber: 'C7', kind: SheetKind.SINGLE_PART, revision: '0', status: SheetStatus.NOT_ISSUED, hold: true, holdReason: 'RFI 12', revisions: [{ id: 'r-3', revision: '0', fileName: 'C7.pdf', size: 10n }] },
];
const transmittal = {
  id: 't-1',
  projectId: 'p-1',
  numberText: 'T-0001',
  purpose: TransmittalPurpose.FOR_APPROVAL,
  issueDate: '2030-01-05',
  dueDate: '2030-01-19',
  message: 'Please review.',
  recipients: [{ clientUserId: 'c-1', email: 'dana@prairie.example', name: 'Dana Cole', firstOpenTime: timestampFromDate(new Date('2030-01-06T09:30:00Z')) }],
  items: [{ id: 'i-1', revisionId: 'r-2', sheetNumber: 'B101', title: 'Beam B101', revision: '1', fileName: 'B101_R1.pdf' }],
  files: [{ fileId: 'f-1', revisionId: 'fr-1', name: 'BOM.csv', size: 1024n, contentType: 'text/csv', revisionNumber: 1 }],
};

afterEach(() => {
  vi.restoreAllMocks();
});

function services(opened: string[], links: string[], listSheets: ServiceImpl<typeof DrawingService>['listSheets'] = fakeSheetPages(sheets)) {
  return (router: ConnectRouter) => {
    router.service(PortalAuthService, { getMe: () => ({ user: { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', organizationName: 'Prairie Steel' } }) });
    router.service(ProjectService, { getProject: () => ({ project: { id: 'p-1', name: 'Warehouse', jobNumber: 'J-1', status: ProjectStatus.APPROVAL } }) });
    router.service(DrawingClockService, {
      getDrawingSnapshot: () => ({
        snapshot: { projectId: 'p-1', openTransmittals: 1, overdueTransmittals: 1, sheetsOut: 1, sheetsOverdue: 1, open: [{ transmittalId: 't-1', numberText: 'T-0001', dueDate: '2030-01-19', daysOutstanding: 20, daysOverdue: 6 }] },
      }),
    });
    router.service(SheetService, { getSheet: fakeSheet(sheets) });
    router.service(FileService, { listProjectFiles: () => ({ folders: [] }), getDownloadUrl: (req) => ({ url: `/portal/files/${req.revisionId}/c-1/BOM.csv?sig=x` }) });
    router.service(MessageService, { listThreads: () => ({ threads: [] }) });
    router.service(DrawingService, {
      listSheets: (req, context) => {
        expect(req.projectId).toBe('p-1');
        return listSheets(req, context);
      },
      listTransmittals: () => ({ transmittals: [transmittal] }),
      getTransmittal: (req) => {
        opened.push(req.id);
        return { transmittal };
      },
      getSheetRevisionUrl: (req) => {
        links.push(req.revisionId);
        return { url: `/drawings/files/${req.revisionId}/c-1/x.pdf?sig=x` };
      },
    });
  };
}

function clicks() {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.getAttribute('href')} as ${this.download}`);
  });
  return clicked;
}

describe("a project's drawings in the client portal", () => {
  it('shows the register read-only, downloads any revision, and lists the transmittals', async () => {
    const clicked = clicks();
    const links: string[] = [];
    const { user } = renderSite('/portal/projects/p-1', services([], links));
    // The first test loads the portal's chunks cold: more than render-site's 4 s on a loaded machine.
    const register = await screen.findByRole('list', { name: 'Drawing register' }, { timeout: 15_000 });
    const [b101, c7] = within(register).getAllByRole('listitem').filter((li) => li.parentElement === register);
    expect(b101).toHaveTextContent('B101 · Beam B101Shop (assembly) · Seq 1 · rev 1 · Issued for approval');
    expect(c7).toHaveTextContent('On hold: RFI 12');
    expect(b101).toHaveTextContent('Overdue 20 days · due Jan 19, 2030');
    // The review clock's snapshot, above the register.
    const snapshot = (await screen.findByRole('heading', { name: 'Waiting for your review' })).closest('section')!;
    expect(snapshot).toHaveTextContent('Overdue transmittals1');
    expect(within(snapshot).getByRole('list', { name: 'Open for review' })).toHaveTextContent('T-0001 · due Jan 19, 2030 · Overdue by 6 days');
    expect(within(register).queryByRole('button', { name: /Save|Edit/ })).not.toBeInTheDocument();

    // The register carries current revisions: the history is read when opened.
    await user.click(within(b101).getByRole('button', { name: 'Revisions of B101' }));
    await user.click(await within(b101).findByRole('button', { name: 'Download B101 rev 0' }));
    await waitFor(() => expect(clicked).toEqual(['/drawings/files/r-1/c-1/x.pdf?sig=x as B101_R0.pdf']));
    expect(links).toEqual(['r-1']);
    // The comparison is mounted for the sheet with two revisions only.
    expect(within(b101).getByRole('button', { name: 'Compare revisions of B101' })).toBeInTheDocument();
    await user.click(within(c7).getByRole('button', { name: 'Revisions of C7' }));
    expect(await within(c7).findByRole('button', { name: 'Download C7 rev 0' })).toBeInTheDocument();
    expect(within(c7).queryByRole('button', { name: /Compare revisions/ })).not.toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Transmittals' });
    expect(list).toHaveTextContent('T-0001 · For approval · 1 item');
    expect(list).toHaveTextContent('Issued Jan 5, 2030 · due Jan 19, 2030 · Awaiting review · opened by 1 of 1');
    expect(within(list).getByRole('link', { name: 'T-0001' })).toHaveAttribute('href', '/portal/projects/p-1/transmittals/t-1');
  });

  it("opens a transmittal from its mail's link inside the project's frame: its items, downloads and who received it", async () => {
    const clicked = clicks();
    const opened: string[] = [];
    const { user } = renderSite('/portal/projects/p-1/transmittals/t-1', services(opened, []));
    expect(await screen.findByRole('heading', { name: 'Transmittal T-0001' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the project' })).toHaveAttribute('href', '/portal/projects/p-1');
    expect(screen.getByRole('list', { name: 'To' })).toHaveTextContent('Received by Dana Cole at Jan 6, 2030');
    expect(screen.getByText('Please review.')).toBeInTheDocument();
    expect(opened).toEqual(['t-1']);
    await user.click(screen.getByRole('button', { name: 'Download B101 rev 1' }));
    await waitFor(() => expect(clicked).toEqual(['/drawings/files/r-2/c-1/x.pdf?sig=x as B101_R1.pdf']));
    // Its other files, for information, download through the portal's files.
    expect(screen.getByRole('list', { name: 'Other files' })).toHaveTextContent('BOM.csvRevision 1 · 1 KB · for information');
    await user.click(screen.getByRole('button', { name: 'Download BOM.csv' }));
    await waitFor(() => expect(clicked).toEqual(['/drawings/files/r-2/c-1/x.pdf?sig=x as B101_R1.pdf', '/portal/files/fr-1/c-1/BOM.csv?sig=x as BOM.csv']));
  });

  it('pages the register: the first 100 sheets, then the next on asking, and searches on the server', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      id: `s-${i}`,
      sheetNumber: `C${String(i).padStart(3, '0')}`,
      title: i === 7 ? 'Anchor bolt plan' : '',
      kind: SheetKind.SINGLE_PART,
      revision: '0',
      status: SheetStatus.NOT_ISSUED,
      revisions: [{ id: `r-c${i}`, revision: '0', fileName: 'C.pdf', size: 10n }],
    }));
    const asked: SheetListRequest[] = [];
    const { user } = renderSite('/portal/projects/p-1', services([], [], fakeSheetPages(many, asked)));
    const register = await screen.findByRole('list', { name: 'Drawing register' }, { timeout: 15_000 });
    const cards = () => register.querySelectorAll(':scope > li');
    expect(cards()).toHaveLength(100);
    expect(screen.getByText('100 of 120 sheets')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more sheets' }));
    await waitFor(() => expect(cards()).toHaveLength(120));
    await user.type(screen.getByLabelText('Search drawings'), 'ANCHOR');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Drawing register' })).toHaveTextContent(/^C007 · Anchor bolt plan/));
    expect(asked.map((r) => [r.pageToken, r.query])).toEqual([
      ['', ''],
      ['100', ''],
      ['', 'ANCHOR'],
    ]);
  });

  it('mounts the review slot under the items', async () => {
    renderSite('/portal/projects/p-1/transmittals/t-1', services([], []), [
      { path: '/portal/projects/:id/transmittals/:transmittal', element: <PortalTransmittalPage review={(t) => <p>Review {t.numberText} here</p>} /> },
    ]);
    expect(await screen.findByText('Review T-0001 here')).toBeInTheDocument();
  });
});

import type { DescService } from '@bufbuild/protobuf';
import { Code, ConnectError, type ConnectRouter } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompareService } from '../../../gen/gusset/portal/v1/compare_pb';
import { DrawingClockService, DrawingDocumentService } from '../../../gen/gusset/portal/v1/drawing_clock_pb';
import { DrawingService, TransmittalPurpose } from '../../../gen/gusset/portal/v1/drawings_pb';
import { FileService } from '../../../gen/gusset/portal/v1/files_pb';
import { MessageService } from '../../../gen/gusset/portal/v1/messages_pb';
import { PortalAuthService, ProjectService } from '../../../gen/gusset/portal/v1/portal_pb';
import { ReviewerService } from '../../../gen/gusset/portal/v1/reviewers_pb';
import { ReviewService, ReviewStatus } from '../../../gen/gusset/portal/v1/reviews_pb';
import { RfiService } from '../../../gen/gusset/portal/v1/rfis_pb';
import { renderSite } from '../../../test/render-site';

// An outside reviewer may call these and nothing else (internal/rpc/reviewers_handler.go):
// every other portal procedure is served here as the server does, PermissionDenied, and
// recorded, so that a page calling one fails the test.
const theirs: Record<string, Record<string, (req: never) => unknown>> = {};
const portalServices: DescService[] = [CompareService, DrawingClockService, DrawingDocumentService, DrawingService, FileService, MessageService, PortalAuthService, ProjectService, ReviewerService, ReviewService, RfiService];

const item = { id: 'i-1', revisionId: 'r-2', sheetId: 's-1', sheetNumber: 'B101', title: 'Beam B101', revision: '1', fileName: 'B101_R1.pdf' };
const transmittal = {
  id: 't-1',
  projectId: 'p-1',
  projectName: 'Warehouse J-1',
  numberText: 'T-0001',
  purpose: TransmittalPurpose.FOR_APPROVAL,
  issueDate: '2030-01-05',
  dueDate: '2030-01-19',
  overdue: true,
  daysOverdue: 2,
  daysOutstanding: 16,
  recipients: [
    { clientUserId: 'c-1', email: 'dana@prairie.example', name: 'Dana Cole' },
    { reviewerId: 'rv-9', email: 'eor@engineers.example', name: 'Erin Ode' },
  ],
  items: [item],
  // A project file it carries: the reviewer downloads it through FileService.GetDownloadUrl,
  // which the server grants them for the files sent to them only.
  files: [{ fileId: 'f-1', revisionId: 'fr-1', name: 'BOM.csv', size: 1024n, contentType: 'text/csv', revisionNumber: 1 }],
};

afterEach(() => {
  vi.restoreAllMocks();
});

function reviewerSite(calls: { refused: string[]; returned: string[] }) {
  theirs.PortalAuthService = { getMe: () => ({ user: { id: 'rv-9', organizationId: '', email: 'eor@engineers.example', name: 'Erin Ode' } }) };
  theirs.ReviewerService = { listMyTransmittals: () => ({ transmittals: [transmittal] }) };
  // The RFIs asked of them, on their home (none here).
  theirs.RfiService = { listRfis: () => ({ rfis: [], totalSize: 0 }) };
  theirs.DrawingService = { getTransmittal: () => ({ transmittal }), getSheetRevisionUrl: () => ({ url: '/drawings/files/r-2/rv-9/x.pdf?sig=x' }) };
  theirs.FileService = { getDownloadUrl: (req: { revisionId: string }) => ({ url: `/portal/files/${req.revisionId}/rv-9/BOM.csv?sig=x` }) };
  theirs.ReviewService = {
    getStampSet: () => ({ stampSet: { stamps: [{ status: ReviewStatus.APPROVED, label: 'Approved' }] } }),
    submitReview: (req: { items: { itemId: string }[] }) => {
      calls.returned.push(...req.items.map((i) => i.itemId));
      return { reviews: [] };
    },
  };
  return (router: ConnectRouter) => {
    for (const service of portalServices) {
      const impl: Record<string, (req: never) => unknown> = {};
      for (const m of service.methods) {
        impl[m.localName] =
          theirs[service.name]?.[m.localName] ??
          (() => {
            calls.refused.push(`${service.name}.${m.name}`);
            throw new ConnectError('outside reviewers see only the transmittals sent to them', Code.PermissionDenied);
          });
      }
      router.service(service, impl as never);
    }
  };
}

describe("an outside reviewer's portal", () => {
  it('lands on the transmittals sent to them, calling nothing refused', async () => {
    const calls = { refused: [] as string[], returned: [] as string[] };
    renderSite('/portal/projects', reviewerSite(calls));
    const list = await screen.findByRole('list', { name: 'Transmittals' }, { timeout: 15_000 });
    expect(within(list).getByRole('link', { name: 'T-0001' })).toHaveAttribute('href', '/portal/projects/p-1/transmittals/t-1');
    expect(list).toHaveTextContent('Overdue by 2 days');
    // The project is named from the transmittal: GetProject is not theirs to call.
    expect(list).toHaveTextContent('T-0001 · Warehouse J-1 · For approval · 1 item');
    expect(screen.getByRole('heading', { level: 1, name: 'Your transmittals' })).toBeInTheDocument();
    expect(screen.getByText('eor@engineers.example · outside reviewer')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls.refused).toEqual([]);
  });

  it("opens the mail's transmittal outside any project frame and returns it, calling nothing refused", async () => {
    const calls = { refused: [] as string[], returned: [] as string[] };
    const { user } = renderSite('/portal/projects/p-1/transmittals/t-1', reviewerSite(calls));
    const form = await screen.findByRole('form', { name: 'Return transmittal T-0001' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Your transmittals' })).toHaveAttribute('href', '/portal/projects');
    expect(screen.getByText('Project').closest('div')).toHaveTextContent('ProjectWarehouse J-1');
    // Theirs to download the items; the cover sheet and stamped files are not theirs to ask for.
    expect(screen.getByRole('button', { name: 'Download B101 rev 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cover sheet (PDF)' })).not.toBeInTheDocument();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    await user.click(screen.getByRole('button', { name: 'Download BOM.csv' }));
    await waitFor(() => expect(clicked).toEqual(['/portal/files/fr-1/rv-9/BOM.csv?sig=x as BOM.csv']));
    const b101 = within(form).getByRole('group', { name: 'B101 rev 1 — Beam B101' });
    await waitFor(() => expect(within(b101).getByLabelText('Status')).toBeEnabled());
    await user.selectOptions(within(b101).getByLabelText('Status'), 'Approved');
    await user.click(within(form).getByRole('button', { name: 'Return 1 item(s)' }));
    await waitFor(() => expect(calls.returned).toEqual(['i-1']));
    expect(calls.refused).toEqual([]);
  });
});

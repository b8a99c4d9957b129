import type { ConnectRouter } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingDocumentService } from '../../../gen/gusset/portal/v1/drawing_clock_pb';
import { DrawingService, TransmittalPurpose } from '../../../gen/gusset/portal/v1/drawings_pb';
import { PortalAuthService, ProjectService } from '../../../gen/gusset/portal/v1/portal_pb';
import { ReviewService, ReviewStatus } from '../../../gen/gusset/portal/v1/reviews_pb';
import { renderSite } from '../../../test/render-site';

const item = { id: 'i-1', revisionId: 'r-2', sheetNumber: 'B101', title: 'Beam B101', revision: '1', fileName: 'B101_R1.pdf' };
const base = {
  id: 't-1',
  projectId: 'p-1',
  numberText: 'T-0001',
  purpose: TransmittalPurpose.FOR_APPROVAL,
  issueDate: '2030-01-05',
  dueDate: '2030-01-19',
  daysOutstanding: 4,
  recipients: [
    { clientUserId: 'c-1', email: 'dana@prairie.example', name: 'Dana Cole' },
    { clientUserId: 'c-2', email: 'eli@prairie.example', copy: true },
  ],
  items: [item],
};
const returned = { ...base, items: [{ ...item, review: { id: 'rv-1', itemId: 'i-1', status: ReviewStatus.APPROVED, label: 'Approved', reviewerName: 'Dana Cole', stampedFileName: 'B101_R1_stamped.pdf' } }] };

afterEach(() => {
  vi.restoreAllMocks();
});

function services(me: string, state: { returned: boolean; asked: string[] }) {
  return (router: ConnectRouter) => {
    router.service(PortalAuthService, { getMe: () => ({ user: { id: me, organizationId: 'o-1', email: `${me}@prairie.example`, organizationName: 'Prairie Steel' } }) });
    router.service(ProjectService, { getProject: () => ({ project: { id: 'p-1', name: 'Warehouse' } }) });
    router.service(DrawingService, { getTransmittal: () => ({ transmittal: state.returned ? returned : base }) });
    router.service(ReviewService, {
      getStampSet: () => ({ stampSet: { stamps: [{ status: ReviewStatus.APPROVED, label: 'Approved' }] } }),
      submitReview: (req) => {
        state.asked.push(req.items.map((i) => `${i.itemId}:${i.status}`).join());
        state.returned = true;
        return { reviews: [{ id: 'rv-1', itemId: 'i-1' }] };
      },
      getStampedFileUrl: (req) => ({ url: `/drawings/stamped/${req.reviewId}/c-1/s.pdf?sig=x` }),
    });
    router.service(DrawingDocumentService, { getCoverSheetUrl: (req) => ({ url: `/drawings/cover/${req.transmittalId}/c-1/T-0001.pdf?sig=x` }) });
  };
}

describe("a transmittal's review in the client portal", () => {
  it('lets its recipient return an item, then shows the status with the stamped PDF and the cover sheet', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    const state = { returned: false, asked: [] as string[] };
    const { user } = renderSite('/portal/projects/p-1/transmittals/t-1', services('c-1', state));
    const form = await screen.findByRole('form', { name: 'Return transmittal T-0001' }, { timeout: 15_000 });
    expect(screen.getByText('Out 4 days')).toBeInTheDocument();
    const b101 = within(form).getByRole('group', { name: 'B101 rev 1 — Beam B101' });
    await waitFor(() => expect(within(b101).getByLabelText('Status')).toBeEnabled());
    await user.selectOptions(within(b101).getByLabelText('Status'), 'Approved');
    await user.click(within(form).getByRole('button', { name: 'Return 1 item(s)' }));
    expect(state.asked).toEqual([`i-1:${ReviewStatus.APPROVED}`]);

    // The page fetched the transmittal again: the item shows its status and stamped PDF.
    const items = (await screen.findByRole('heading', { name: 'Items (1)' })).closest('section')!;
    await waitFor(() => expect(items).toHaveTextContent('Returned Approved by Dana Cole'));
    await user.click(within(items).getByRole('button', { name: 'Download stamped B101 rev 1' }));
    await user.click(screen.getByRole('button', { name: 'Cover sheet (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['/drawings/stamped/rv-1/c-1/s.pdf?sig=x as B101_R1_stamped.pdf', '/drawings/cover/t-1/c-1/T-0001.pdf?sig=x as T-0001.pdf']));
  });

  it('shows a copy the transmittal without the review form', async () => {
    renderSite('/portal/projects/p-1/transmittals/t-1', services('c-2', { returned: false, asked: [] }));
    expect(await screen.findByRole('heading', { name: 'Transmittal T-0001' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cover sheet (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Return transmittal/ })).not.toBeInTheDocument();
  });

  it('speaks French on a French page: the transmittal, the review form and the default stamps', async () => {
    const { french } = await import('../../../lib/i18n/fr-ca');
    const state = { returned: false, asked: [] as string[] };
    const { user } = renderSite('/portal/projects/p-1/transmittals/t-1', services('c-1', state), undefined, french);
    const form = await screen.findByRole('form', { name: 'Retourner le bordereau de transmission T-0001' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Bordereau de transmission T-0001' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Page de couverture (PDF)' })).toBeInTheDocument();
    const b101 = within(form).getByRole('group', { name: 'B101 rév. 1 — Beam B101' });
    expect(within(b101).getByLabelText('Commentaire')).toBeInTheDocument();
    expect(within(b101).getByLabelText('PDF annoté (facultatif)')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Choisissez un statut pour retourner un document' })).toBeDisabled();
    await waitFor(() => expect(within(b101).getByLabelText('Statut')).toBeEnabled());
    expect(within(b101).getByRole('option', { name: 'Pas encore retourné' })).toBeInTheDocument();
    // The stamp set's default name is written in French; the stamp keeps its value.
    await user.selectOptions(within(b101).getByLabelText('Statut'), 'Approuvé');
    await user.click(within(form).getByRole('button', { name: 'Retourner 1 document(s)' }));
    expect(state.asked).toEqual([`i-1:${ReviewStatus.APPROVED}`]);
    expect(await within(form).findByRole('status')).toHaveTextContent('1 document(s) retourné(s).');
    const returnedItems = await within(form).findByRole('region', { name: 'Documents retournés' });
    // A no-break space before the colon, in its own words: the name and the status are elements.
    expect(within(returnedItems).getByRole('listitem').textContent).toBe('B101 rév. 1 — Beam B101\u00a0: Approuvé');
    expect(within(form).getByText('Chaque document a un statut.')).toBeInTheDocument();
    // None of these messages' English is left.
    expect(form).not.toHaveTextContent(/Approved|Returned|Return|Status|Comment|Marked-up|item/);
    expect(screen.queryByRole('heading', { name: 'Transmittal T-0001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cover sheet (PDF)' })).not.toBeInTheDocument();
  });
});

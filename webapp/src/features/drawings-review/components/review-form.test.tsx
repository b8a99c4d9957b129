import { create } from '@bufbuild/protobuf';
import { timestampNow } from '@bufbuild/protobuf/wkt';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransmittalSchema } from '../../../gen/gusset/portal/v1/drawings_pb';
import { ReviewAction, ReviewService, ReviewStatus, type SubmitReviewRequest } from '../../../gen/gusset/portal/v1/reviews_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderBlock } from '../../../test/render-site';
import { uploadMarkup } from '../api/markup-upload';
import { ReviewForm } from './review-form';

vi.mock('../api/markup-upload', () => ({ uploadMarkup: vi.fn() }));

const stamps = [
  { status: ReviewStatus.APPROVED, label: 'No exceptions taken', action: ReviewAction.PROCEED },
  { status: ReviewStatus.APPROVED_AS_NOTED, label: 'Approved as noted', action: ReviewAction.PROCEED_WITH_CORRECTIONS },
  { status: ReviewStatus.REVISE_AND_RESUBMIT, label: 'Revise and resubmit', action: ReviewAction.RESUBMIT },
];

const transmittal = create(TransmittalSchema, {
  id: 't-1',
  numberText: 'T-0001',
  items: [
    { id: 'i-1', sheetNumber: 'B101', revision: '0', title: 'Beam B101' },
    { id: 'i-2', sheetNumber: 'B102', revision: '0', title: 'Beam B102' },
    { id: 'i-3', sheetNumber: 'E1', revision: '2', review: { id: 'v-1', status: ReviewStatus.APPROVED, label: 'No exceptions taken', comment: 'Fine.' } },
  ],
});

afterEach(() => {
  vi.mocked(uploadMarkup).mockReset();
});

function renderForm(onSubmit: (req: SubmitReviewRequest) => unknown) {
  return renderBlock(<ReviewForm transmittal={transmittal} />, (router) => {
    router.service(ReviewService, {
      getStampSet: (req) => {
        expect(req.transmittalId).toBe('t-1');
        return { stampSet: { organizationId: 'o-1', stamps } };
      },
      submitReview: (req) => onSubmit(req) as never,
    });
  });
}

describe("a reviewer's return of a transmittal", () => {
  it("offers the organization's stamps for each waiting item and shows returned ones as final", async () => {
    renderForm(() => ({}));
    const b101 = await screen.findByRole('group', { name: 'B101 rev 0 — Beam B101' });
    const select = within(b101).getByLabelText('Status');
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Not returned yet', 'No exceptions taken', 'Approved as noted', 'Revise and resubmit']));
    expect(screen.queryByRole('group', { name: /E1 rev 2/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Returned' })).toHaveTextContent('E1 rev 2: No exceptions taken — Fine.');
    expect(screen.getByRole('button', { name: 'Choose a status to return an item' })).toBeDisabled();
  });

  it("makes the return the page's primary button, as the portal's other forms do", async () => {
    const { user } = renderForm(() => ({}));
    const select = within(await screen.findByRole('group', { name: 'B101 rev 0 — Beam B101' })).getByLabelText('Status');
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Approved as noted');
    expect(screen.getByRole('button', { name: 'Return 1 item(s)' })).toHaveClass('button', 'button--primary');
  });

  it('returns only the items given a status, uploading the marked-up PDF first', async () => {
    vi.mocked(uploadMarkup).mockResolvedValue('up-1');
    const sent: SubmitReviewRequest[] = [];
    const { user } = renderForm((req) => {
      sent.push(req);
      return { reviews: [{ id: 'v-2', itemId: 'i-2' }] };
    });
    const b102 = await screen.findByRole('group', { name: 'B102 rev 0 — Beam B102' });
    await waitFor(() => expect(within(b102).getByLabelText('Status')).toBeEnabled());
    await user.selectOptions(within(b102).getByLabelText('Status'), 'Revise and resubmit');
    await user.type(within(b102).getByLabelText('Comment'), '  Move the splice. ');
    const file = new File(['%PDF-1.7'], 'B102 marked.pdf', { type: 'application/pdf' });
    await user.upload(within(b102).getByLabelText('Marked-up PDF (optional)'), file);
    await user.click(screen.getByRole('button', { name: 'Return 1 item(s)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Returned 1 item(s).');
    expect(uploadMarkup).toHaveBeenCalledWith(file, 't-1');
    expect(sent).toHaveLength(1);
    expect(sent[0].items.map((i) => [i.itemId, i.status, i.comment, i.markupUploadId])).toEqual([['i-2', ReviewStatus.REVISE_AND_RESUBMIT, 'Move the splice.', 'up-1']]);
  });

  it('says when the last return completed the transmittal', async () => {
    const { user } = renderForm(() => ({ reviews: [], closeTime: timestampNow() }));
    const b101 = await screen.findByRole('group', { name: 'B101 rev 0 — Beam B101' });
    await waitFor(() => expect(within(b101).getByLabelText('Status')).toBeEnabled());
    await user.selectOptions(within(b101).getByLabelText('Status'), 'No exceptions taken');
    await user.selectOptions(within(screen.getByRole('group', { name: /B102/ })).getByLabelText('Status'), 'Approved as noted');
    await user.click(screen.getByRole('button', { name: 'Return 2 item(s)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('the transmittal is complete');
    expect(uploadMarkup).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a file beside its item", async () => {
    vi.mocked(uploadMarkup).mockResolvedValue('up-9');
    const { user } = renderForm(() => {
      throw invalidArgument({ 'items[1].markup_upload_id': 'locked.pdf: the PDF is encrypted: send it without a password or restrictions' });
    });
    const b101 = await screen.findByRole('group', { name: /B101/ });
    await waitFor(() => expect(within(b101).getByLabelText('Status')).toBeEnabled());
    await user.selectOptions(within(b101).getByLabelText('Status'), 'No exceptions taken');
    const b102 = screen.getByRole('group', { name: /B102/ });
    await user.selectOptions(within(b102).getByLabelText('Status'), 'Approved as noted');
    await user.upload(within(b102).getByLabelText('Marked-up PDF (optional)'), new File(['x'], 'locked.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Return 2 item(s)' }));
    expect(await within(b102).findByRole('alert')).toHaveTextContent('the PDF is encrypted');
    expect(within(b101).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

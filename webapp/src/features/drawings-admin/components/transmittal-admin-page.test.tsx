import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../../test/render-site';
import { StampAdminService } from '../../../gen/gusset/admin/v1/stamps_pb';
import { drawingServices, transmittal } from '../test/fixtures';
import { TransmittalAdminPage } from './transmittal-admin-page';

afterEach(() => vi.restoreAllMocks());

describe("a transmittal's staff page", () => {
  it('shows who received it and when, its items with their downloads, and mounts the review slot', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    const path = '/admin/projects/:id/transmittals/:transmittal';
    renderSite('/admin/projects/p-1/transmittals/t-1', (router) => drawingServices(router), [
      { path, element: <TransmittalAdminPage review={(t) => <p>Review of {t.numberText}</p>} /> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Transmittal T-0001' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'To' })).toHaveTextContent(/Dana Cole.*Received by Dana Cole at Jan 6, 2030/);
    expect(screen.getByRole('list', { name: 'Copies' })).toHaveTextContent('eli@prairie.exampleNot opened yet');
    expect(screen.getByText('For approval')).toBeInTheDocument();
    expect(screen.getByText('Jan 19, 2030')).toBeInTheDocument();
    expect(screen.getByText('Review of T-0001')).toBeInTheDocument();

    const user = userEvent.setup();
    const items = screen.getByRole('heading', { name: 'Items (1)' }).closest('section')!;
    await user.click(within(items).getByRole('button', { name: 'Download B101 rev 2' }));
    await waitFor(() => expect(clicked).toEqual(['/drawings/files/r-12/u-1/file.pdf?sig=x as B101_R2.pdf']));
  });
});

describe("a returned transmittal's staff page", () => {
  it("shows each returned item's status with its stamped PDF, the clock and the cover sheet", async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    const returned = {
      ...transmittal,
      overdue: true,
      daysOverdue: 3,
      daysOutstanding: 17,
      items: [
        {
          ...transmittal.items[0],
          review: { id: 'rv-1', itemId: 'i-1', label: 'Approved as noted', comment: 'See grid 4', reviewerName: 'Dana Cole', organizationName: 'Prairie Steel', stampedFileName: 'B101_R2_stamped.pdf' },
        },
      ],
    };
    const user = userEvent.setup();
    renderSite('/admin/projects/p-1/transmittals/t-1', (router) => {
      drawingServices(router, {
        transmittals: { getTransmittalAdmin: () => ({ transmittal: returned }) },
        documents: { getCoverSheetUrlAdmin: (req) => ({ url: `/drawings/cover/${req.transmittalId}/u-1/T-0001.pdf?sig=x` }) },
      });
      router.service(StampAdminService, { getStampedFileUrlAdmin: (req) => ({ url: `/drawings/stamped/${req.reviewId}/u-1/s.pdf?sig=x` }) });
    }, [{ path: '/admin/projects/:id/transmittals/:transmittal', element: <TransmittalAdminPage /> }]);
    const items = (await screen.findByRole('heading', { name: 'Items (1)' })).closest('section')!;
    expect(items).toHaveTextContent('Returned Approved as noted by Dana Cole, Prairie Steel');
    expect(items).toHaveTextContent('“See grid 4”');
    expect(screen.getByText('Overdue by 3 days')).toBeInTheDocument();
    await user.click(within(items).getByRole('button', { name: 'Download stamped B101 rev 2' }));
    await user.click(screen.getByRole('button', { name: 'Cover sheet (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['/drawings/stamped/rv-1/u-1/s.pdf?sig=x as B101_R2_stamped.pdf', '/drawings/cover/t-1/u-1/T-0001.pdf?sig=x as T-0001.pdf']));
  });
});

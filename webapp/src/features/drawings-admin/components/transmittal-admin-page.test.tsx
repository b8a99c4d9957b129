import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../../test/render-site';
import { drawingServices } from '../test/fixtures';
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
    expect(screen.getByText('2030-01-19')).toBeInTheDocument();
    expect(screen.getByText('Review of T-0001')).toBeInTheDocument();

    const user = userEvent.setup();
    const items = screen.getByRole('heading', { name: 'Items (1)' }).closest('section')!;
    await user.click(within(items).getByRole('button', { name: 'Download B101 rev 2' }));
    await waitFor(() => expect(clicked).toEqual(['/drawings/files/r-12/u-1/file.pdf?sig=x as B101_R2.pdf']));
  });
});

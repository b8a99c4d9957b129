import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageProcessing } from '../../../gen/gusset/site/v1/file_pb';
import { deferred } from '../../../test/deferred';
import { renderPortfolioAdmin } from '../test/render-portfolio-admin';

const pdf = { path: '/files/portfolio/a.pdf', fileName: 'warehouse.pdf', size: 2048n, contentType: 'application/pdf' };
const firstPage = {
  path: '/files/poster/p1.jpg',
  contentType: 'image/jpeg',
  width: 1024,
  height: 1325,
  variants: [{ path: '/media/variants/p1/320-a.webp', width: 320, height: 414, contentType: 'image/webp', size: 9000n }],
};
const warehouse = {
  id: 'p-1',
  title: 'Warehouse',
  description: 'A steel warehouse in Ohio',
  active: true,
  file: pdf,
  preview: firstPage,
  previewProcessing: ImageProcessing.READY,
};
const school = {
  id: 'p-2',
  title: 'School',
  description: 'Gym roof',
  active: false,
  file: { ...pdf, path: '/files/portfolio/b.pdf', fileName: 'school.pdf' },
  previewProcessing: ImageProcessing.PROCESSING,
};

describe('portfolio admin list', () => {
  it('shows a loading line, then each project with its status and PDF link', async () => {
    const answer = deferred();
    renderPortfolioAdmin({
      listPortfolioItems: async () => {
        await answer.promise;
        return { items: [warehouse, school, { ...school, id: '', title: 'No id' }] };
      },
    });

    expect(await screen.findByText('Loading portfolio projects...')).toBeInTheDocument();
    answer.resolve();

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Description', 'Portfolio PDF', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Warehouse');
    expect(rows[0]).toHaveTextContent('active');
    expect(rows[0]).toHaveTextContent('A steel warehouse in Ohio');
    expect(rows[1]).toHaveTextContent('inactive');
    const link = within(rows[0]).getByRole('link', { name: 'warehouse.pdf' });
    expect(link).toHaveAttribute('href', '/files/portfolio/a.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(rows[0]).getByRole('button', { name: 'Edit Warehouse' })).toHaveTextContent('Edit');
    expect(within(rows[0]).getByRole('button', { name: 'Delete Warehouse' })).toHaveTextContent('Delete');
    // The server draws each PDF's first page: nothing to click, its progress and outcome are told.
    expect(within(rows[0]).getByRole('img', { name: 'First page of Warehouse' })).toHaveAttribute('src', '/media/variants/p1/320-a.webp');
    expect(within(rows[1]).getByRole('status')).toHaveTextContent('Making preview…');
    expect(within(rows[1]).queryByRole('button', { name: /preview/i })).not.toBeInTheDocument();
    expect(screen.queryByText('No id')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio Projects' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add New Project' })).toBeInTheDocument();
  });

  it('says when there are no projects', async () => {
    renderPortfolioAdmin({ listPortfolioItems: () => ({ items: [] }) });

    expect(await screen.findByText('No portfolio projects found.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    renderPortfolioAdmin({
      listPortfolioItems: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load portfolio projects. Please try again later.');
  });

  it('says when a PDF could not be drawn, and the details on hover, keeping its link', async () => {
    const failed = { ...school, previewProcessing: ImageProcessing.FAILED, previewFailure: 'the PDF could not be drawn: it has no pages' };
    renderPortfolioAdmin({ listPortfolioItems: () => ({ items: [failed] }) });

    const note = await screen.findByText('No preview: the PDF could not be drawn. The PDF is still served as it is.');
    expect(note).toHaveAttribute('title', 'the PDF could not be drawn: it has no pages');
    expect(screen.getByRole('link', { name: 'school.pdf' })).toHaveAttribute('href', '/files/portfolio/b.pdf');
  });

  it('says when a PDF took too long or needed too much memory to draw', async () => {
    const slow = { ...school, previewProcessing: ImageProcessing.FAILED, previewFailure: 'this PDF took too long to draw (more than 30s)' };
    const large = { ...warehouse, preview: undefined, previewProcessing: ImageProcessing.FAILED, previewFailure: 'this PDF needs too much memory to draw (more than 512 MB)' };
    renderPortfolioAdmin({ listPortfolioItems: () => ({ items: [slow, large] }) });

    expect(await screen.findByText('No preview: this PDF took too long to draw (more than 30s). The PDF is still served as it is.')).toBeInTheDocument();
    expect(screen.getByText('No preview: this PDF needs too much memory to draw (more than 512 MB). The PDF is still served as it is.')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const tokens: string[] = [];
    renderPortfolioAdmin({
      listPortfolioItems: (req) => {
        tokens.push(req.pageToken);
        return req.pageToken === '' ? { items: [warehouse], nextPageToken: 'next-1' } : { items: [school] };
      },
    });
    const user = userEvent.setup();

    await screen.findByText('Warehouse');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('School')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(tokens).toEqual(['', 'next-1']);
  });

  it('asks before deleting, deletes and refreshes the list', async () => {
    let items = [warehouse, school];
    const deleted: string[] = [];
    renderPortfolioAdmin({
      listPortfolioItems: () => ({ items }),
      deletePortfolioItem: (req) => {
        deleted.push(req.id);
        items = items.filter((item) => item.id !== req.id);
        return {};
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Warehouse' }));
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Move this portfolio project to the trash?');
    expect(question).toHaveTextContent('You can restore it for 30 days.');
    expect(question).not.toHaveTextContent('cannot be undone');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Warehouse' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Move to trash' }));

    await waitFor(() => expect(screen.queryByText('Warehouse')).not.toBeInTheDocument());
    expect(deleted).toEqual(['p-1']);
    expect(screen.getByText('School')).toBeInTheDocument();
  });

  it('reports a failed delete', async () => {
    renderPortfolioAdmin({
      listPortfolioItems: () => ({ items: [warehouse] }),
      deletePortfolioItem: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Warehouse' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Something went wrong while deleting portfolio')).toBeInTheDocument();
    expect(screen.getByText('Warehouse')).toBeInTheDocument();
  });
});

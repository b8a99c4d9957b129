import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileSchema } from '../../../gen/gusset/site/v1/file_pb';
import { PortfolioItemSchema, PortfolioService } from '../../../gen/gusset/site/v1/portfolio_pb';
import { renderSite } from '../../../test/render-site';

const items = [
  create(PortfolioItemSchema, {
    id: 'a',
    title: 'Hospital expansion',
    description: 'Shop drawings',
    file: create(FileSchema, { path: '/files/portfolio/a.pdf', fileName: 'hospital.pdf', size: 2048n, contentType: 'application/pdf' }),
  }),
  create(PortfolioItemSchema, { id: 'b', title: 'Warehouse' }),
];

// pdf.js does not run in jsdom: the pages renderer is stood in for by its props.
vi.mock('./pdf-pages', () => ({
  default: ({ url, fileName }: { url: string; fileName: string }) => <p data-testid="pdf-pages">{`${url} ${fileName}`}</p>,
}));

// setPdfViewer says whether the browser shows PDFs inline (navigator.pdfViewerEnabled).
function setPdfViewer(enabled: boolean | undefined) {
  Object.defineProperty(window.navigator, 'pdfViewerEnabled', { value: enabled, configurable: true });
}

describe('portfolio page', () => {
  beforeEach(() => setPdfViewer(true));
  afterEach(() => setPdfViewer(undefined));

  it('says it is loading', async () => {
    renderSite('/our-work', ({ service }) => service(PortfolioService, { listPortfolioItems: () => new Promise(() => {}) }));
    expect(await screen.findByText('Loading portfolio...')).toBeInTheDocument();
  });

  it('says when there is nothing', async () => {
    renderSite('/our-work/project-portfolio', ({ service }) => service(PortfolioService, { listPortfolioItems: () => ({ items: [] }) }));
    expect(await screen.findByText('No portfolio items found.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    renderSite('/our-work', ({ service }) =>
      service(PortfolioService, {
        listPortfolioItems: () => {
          throw new ConnectError('down', Code.Internal);
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the portfolio. Please try again.');
  });

  it('selects the first item and shows its PDF, size and download link', async () => {
    renderSite('/our-work/project-portfolio', ({ service }) => service(PortfolioService, { listPortfolioItems: () => ({ items }) }));

    const frame = await screen.findByTitle('Hospital expansion (PDF)');
    expect(frame.getAttribute('src')).toMatch(/^\/files\/portfolio\/a\.pdf\?t=\d+&r=[a-z0-9]+#toolbar=0&navpanes=0$/);
    expect(screen.getByRole('button', { name: 'Hospital expansion' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('2.00 KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/files/portfolio/a.pdf');
  });

  it.each([
    ['has its PDF viewer turned off', false],
    ['cannot say whether it shows PDFs', undefined],
  ])('draws the pages itself, with the download link, when the browser %s', async (_, enabled) => {
    setPdfViewer(enabled);
    renderSite('/our-work/project-portfolio', ({ service }) => service(PortfolioService, { listPortfolioItems: () => ({ items }) }));

    expect(await screen.findByTestId('pdf-pages')).toHaveTextContent('/files/portfolio/a.pdf hospital.pdf');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/files/portfolio/a.pdf');
  });

  it('follows every page of the list', async () => {
    const tokens: string[] = [];
    renderSite('/our-work', ({ service }) =>
      service(PortfolioService, {
        listPortfolioItems: (req) => {
          tokens.push(req.pageToken);
          return req.pageToken ? { items: [items[1]] } : { items: [items[0]], nextPageToken: 'n' };
        },
      }),
    );

    expect(await screen.findByRole('button', { name: 'Warehouse' })).toBeInTheDocument();
    expect(tokens).toEqual(['', 'n']);
  });

  it('says when the chosen item has no valid PDF', async () => {
    const { user } = renderSite('/our-work', ({ service }) => service(PortfolioService, { listPortfolioItems: () => ({ items }) }));

    await user.click(await screen.findByRole('button', { name: 'Warehouse' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Warehouse' });
    expect(heading).toHaveFocus();
    const viewer = heading.closest('article')!;
    expect(within(viewer).getByText('No valid PDF to display for this item.')).toBeInTheDocument();
    expect(within(viewer).getByText('No PDF is available for this item.')).toBeInTheDocument();
    expect(within(viewer).queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks to pick an item when the chosen one has gone from the list', async () => {
    const { user, queryClient } = renderSite('/our-work', ({ service }) => service(PortfolioService, { listPortfolioItems: () => ({ items }) }));
    await user.click(await screen.findByRole('button', { name: 'Warehouse' }));

    // As after a refetch in which staff had removed the item.
    act(() => queryClient.setQueryData(['portfolio', 'items'], [items[0]]));

    expect(await screen.findByText('Select an item from the left to view its details.')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedNavigationAnswer } from '../../../test/seed-pages';
import { activeAnnouncementKey } from '../api/use-active-announcement';
import { renderApp } from '../../../test/render-app';
import { wheelStepPx } from './use-sideways-wheel';

async function renderHome() {
  const view = renderApp({ path: '/' });
  const tiles = await screen.findByRole('list', { name: 'Explore' });
  return { ...view, tiles };
}

// jsdom lays nothing out: give the row the sizes of a wide screen and a scrollBy spy.
function layOut(row: HTMLElement, sizes: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(row, key, { configurable: true, value });
  }
  const scrollBy = vi.fn();
  row.scrollBy = scrollBy as unknown as typeof row.scrollBy;
  return scrollBy;
}

// The home page asks the server for the active announcement with a plain fetch of the
// Connect JSON endpoint; unstubbed, there is none.
function answerAnnouncement(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/GetActiveAnnouncement') ? Response.json(body) : Response.json({}, { status: 404 }),
    ),
  );
}

const navigation = seedNavigationAnswer().items ?? [];

afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('has one h1 and one tile per top-level navigation item, each listing its sub-pages', async () => {
    const { tiles } = await renderHome();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const items = within(tiles).getAllByRole('listitem').filter((li) => li.parentElement === tiles);
    expect(items).toHaveLength(navigation.length);
    expect(items.map((tile) => within(tile).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Our Firm',
      'Services',
      'Our Work',
      'Resources',
      'Portal',
      'Career',
      'Connect',
    ]);

    const ourFirm = items[0];
    expect(within(ourFirm).getByRole('link', { name: 'Our Firm' })).toHaveAttribute('href', '/our-firm');
    const pages = within(ourFirm).getByRole('list', { name: 'Our Firm pages' });
    expect(within(pages).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/our-firm/business-model',
      '/our-firm/leadership-teams',
      '/our-firm/gallery',
    ]);
    expect(within(items[1]).getAllByRole('link')).toHaveLength(8);
    // Items without sub-pages have no list.
    expect(within(items[4]).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows in-repo artwork, lazily loaded with its size set', async () => {
    const { tiles } = await renderHome();

    const images = tiles.querySelectorAll('img');
    expect(images).toHaveLength(navigation.length);
    for (const img of images) {
      expect(img.getAttribute('src')).toMatch(/^\/images\/nav\/[a-z-]+\.svg$/);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '600');
      expect(img).toHaveAttribute('height', '900');
      expect(img).toHaveAttribute('alt', '');
    }
  });

  it('turns the mouse wheel into sideways scrolling of the tile row', async () => {
    const { tiles } = await renderHome();
    const row = tiles.parentElement as HTMLElement;
    const scrollBy = layOut(row, { scrollWidth: 2400, clientWidth: 1280, scrollLeft: 0 });

    const down = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    row.dispatchEvent(down);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: wheelStepPx }));
    expect(down.defaultPrevented).toBe(true);

    layOut(row, { scrollWidth: 2400, clientWidth: 1280, scrollLeft: 600 });
    const up = new WheelEvent('wheel', { deltaY: -120, bubbles: true, cancelable: true });
    row.dispatchEvent(up);
    expect(row.scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -wheelStepPx }));
  });

  it('lets the page scroll when the row is at its end or the tiles are stacked', async () => {
    const { tiles } = await renderHome();
    const row = tiles.parentElement as HTMLElement;

    const atEnd = layOut(row, { scrollWidth: 2400, clientWidth: 1280, scrollLeft: 1120 });
    const further = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    row.dispatchEvent(further);
    expect(atEnd).not.toHaveBeenCalled();
    expect(further.defaultPrevented).toBe(false);

    const stacked = layOut(row, { scrollWidth: 375, clientWidth: 375, scrollLeft: 0 });
    fireEvent.wheel(row, { deltaY: 100 });
    expect(stacked).not.toHaveBeenCalled();
  });

  it('opens the active announcement once, with its View link in a new tab', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const expo = {
      id: 'a-1',
      version: 3,
      title: 'Meet us at NASCC',
      description: 'Booth 1234',
      linkUrl: 'https://www.aisc.org/nascc',
    };
    answerAnnouncement({ announcement: expo });
    const first = renderApp({ path: '/' });

    const dialog = await screen.findByRole('dialog', { name: 'Meet us at NASCC' });
    expect(within(dialog).getByText('Booth 1234')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /View/ })).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // A second visit: the same version is not shown again.
    expect(localStorage.getItem('gusset.announcement.seen')).toBe('a-1:3');
    const second = renderApp({ path: '/' });
    await screen.findByRole('list', { name: 'Explore' });
    // The announcement has arrived on this visit too (waitFor flushes the render it
    // causes inside act): still no dialog.
    await waitFor(() => expect(second.queryClient.getQueryState(activeAnnouncementKey)?.status).toBe('success'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no dialog and no View button when there is no announcement or no link', async () => {
    localStorage.clear();
    answerAnnouncement({ announcement: { id: 'a-2', version: 1, title: 'Closed Friday' } });
    renderApp({ path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Closed Friday' });
    expect(within(dialog).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();
  });

  it('offers a free estimate through the online request form', async () => {
    await renderHome();

    expect(screen.getByRole('link', { name: 'Get a free estimate' })).toHaveAttribute('href', '/estimate');
  });
});

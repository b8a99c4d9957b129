import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

const suffix = ' | Gusset Steel Detailing Structural Steel Detailing | USA | Canada';

async function renderPage(path: string, h1: string) {
  renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: h1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

function estimateLink() {
  return screen.getByRole('link', { name: 'Get Estimate' });
}

describe('Services hub', () => {
  it('links a card to each of the seven services', async () => {
    await renderPage('/services', 'Services for steel fabricators and contractors');

    await waitFor(() => expect(document.title).toBe(`Services${suffix}`));
    const region = screen.getByRole('region', { name: 'What we do' });
    expect(within(region).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/services/structural-steel-detailing',
      '/services/miscellaneous-steel-detailing',
      '/services/steel-estimation-and-take-off',
      '/services/connection-design-and-pe-se-stamping',
      '/services/architectural-bim-services',
      '/services/pemb-detailing',
      '/services/rebar-estimation-and-detailing',
    ]);
  });
});

describe('service pages', () => {
  it('Architectural BIM: banner, offerings and estimate promo', async () => {
    await renderPage('/services/architectural-bim-services', 'Architectural BIM services');

    await waitFor(() => expect(document.title).toBe(`Architectural BIM Services${suffix}`));
    for (const name of [
      '3D, 4D and 5D modeling and design',
      '3D modeling',
      'Shop drawings / BIM construction plan',
      'Clash detection',
      'Renders and visuals',
      'Cost estimation',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(estimateLink()).toHaveAttribute('href', expect.stringMatching(/^\/estimate\?service=/));
  });

  it('Miscellaneous steel: capabilities and the four option columns', async () => {
    await renderPage('/services/miscellaneous-steel-detailing', 'Miscellaneous Steel Detailing');

    expect(screen.getByText('Ship ladder')).toBeInTheDocument();
    expect(screen.getByText('Dumpster gate')).toBeInTheDocument();
    for (const name of ['Railing patterns', 'Stringer material', 'Treads', 'Codes']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Built-up tube')).toBeInTheDocument();
    expect(screen.getByText('Tuff coat')).toBeInTheDocument();
    expect(screen.getByText('BOCA')).toBeInTheDocument();
    expect(estimateLink()).toBeInTheDocument();
  });

  it('Connection design: solutions and PE/SE stamping through the portal', async () => {
    await renderPage('/services/connection-design-and-pe-se-stamping', 'Connection Design and PE/SE Stamping');

    expect(screen.getByRole('heading', { name: 'Connection solutions' })).toBeInTheDocument();
    expect(screen.getByText('Non-standard shear connections')).toBeInTheDocument();
    const stamping = screen.getByRole('region', { name: 'PE/SE stamping' });
    expect(within(stamping).getByText(/licensed in all 50 states/)).toBeInTheDocument();
    expect(within(stamping).getByText(/U\.S\. and Canada/)).toBeInTheDocument();
    const portal = within(stamping).getByRole('link', { name: /Submit on the project portal/ });
    expect(portal).toHaveAttribute('href', 'https://portal.example.com/');
    expect(portal).toHaveAttribute('target', '_blank');
  });

  it('PEMB: capabilities, standards, tools and portfolio', async () => {
    await renderPage('/services/pemb-detailing', 'PEMB Design and Detailing');

    await waitFor(() => expect(document.title).toBe(`PEMB Design and Detailing${suffix}`));
    expect(screen.getByText('Fixed-base column bracing')).toBeInTheDocument();
    for (const tag of ['ASD', 'LRFD', 'AISI', 'MBMA', 'MBS']) {
      expect(screen.getByText(tag)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'From our PEMB portfolio' })).toBeInTheDocument();
    expect(screen.getByText(/free estimate/i, { selector: 'h2' })).toBeInTheDocument();
  });

  it('Structural steel: six services and eight project types', async () => {
    await renderPage('/services/structural-steel-detailing', 'Structural Steel Detailing');

    const services = screen.getByRole('region', { name: 'Our services' });
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(services).getByRole('heading', { name: 'Erection drawings' })).toBeInTheDocument();
    const types = screen.getByRole('region', { name: 'Projects we detail' });
    expect(within(types).getAllByRole('listitem')).toHaveLength(8);
  });

  it('Rebar: lists and past work with tonnage in MT', async () => {
    await renderPage('/services/rebar-estimation-and-detailing', 'Rebar Estimation and Detailing');

    expect(screen.getByRole('heading', { name: 'Rebar detailing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estimation outputs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Structures we detail' })).toBeInTheDocument();
    const detailing = screen.getByRole('table', { name: 'Detailing' });
    expect(within(detailing).getByText('1,250 MT')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Estimation' })).toBeInTheDocument();
    expect(estimateLink()).toBeInTheDocument();
  });

  it('Steel estimation: four categories, four deliverables and a get-estimate mail link', async () => {
    await renderPage('/services/steel-estimation-and-take-off', 'Steel Estimation and Take-off');

    const categories = screen.getByRole('region', { name: 'What we take off' });
    expect(within(categories).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Main steel',
      'Main miscellaneous steel',
      'Connection materials',
      'Miscellaneous steel elements',
    ]);
    const deliverables = screen.getByRole('region', { name: 'What you receive' });
    expect(within(deliverables).getAllByRole('listitem')).toHaveLength(4);
    expect(within(deliverables).getByRole('link', { name: 'Get an estimate' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com?subject=Take-off%20request',
    );
  });
});

describe('a service page staff added', () => {
  afterEach(() => vi.unstubAllGlobals());

  // GetPage answers the pages the tests do not prime: one service, NOT_FOUND for others.
  function answerPages(asked: string[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (!url.endsWith('/GetPage')) return Response.json({}, { status: 404 });
        const { path } = JSON.parse(String(init.body)) as { path: string };
        asked.push(path);
        if (path !== '/services/steel-joist-detailing') return Response.json({ code: 'not_found', message: 'no such page' }, { status: 404 });
        return Response.json({
          content: {
            banner: { header: 'Steel Joist', subheader: 'Detailing' },
            blocks: [{ id: 'a', heading: 'Joists and decks', list: { items: ['Open-web joists'] } }],
          },
          version: 1,
        });
      }),
    );
  }

  it('shows the page GetPage answers for its path, titled by its banner', async () => {
    const asked: string[] = [];
    answerPages(asked);
    await renderPage('/services/steel-joist-detailing', 'Steel Joist Detailing');

    expect(asked).toEqual(['/services/steel-joist-detailing']);
    expect(within(screen.getByRole('region', { name: 'Joists and decks' })).getByText('Open-web joists')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Steel Joist Detailing${suffix}`));
  });

  it('shows the not-found screen when GetPage answers NOT_FOUND', async () => {
    answerPages([]);
    await renderPage('/services/no-such-service', 'Page not found');
    expect(screen.getByText("Looks like you're lost.")).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const suffix = ' | Gusset Steel Detailing Structural Steel Detailing | USA | Canada';

async function renderPage(path: string, h1: string) {
  renderApp({ path });
  const heading = await screen.findByRole('heading', { level: 1, name: h1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  return heading;
}

describe('Our Firm page', () => {
  it('shows the Simplicity banner, vision and mission, the estimate promo, differentiators and portal features', async () => {
    await renderPage('/our-firm', 'Simplicity is the key to our success');

    await waitFor(() => expect(document.title).toBe(`Our Firm${suffix}`));
    expect(screen.getByRole('heading', { name: 'Vision and Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Have a large project in mind?' })).toBeInTheDocument();
    for (const name of ['Process', 'Technology', 'AISC Associate Members', 'Timeliness']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const portal = screen.getByRole('region', { name: 'Project Management further simplified' });
    expect(within(portal).getByText(/no upload limit/i)).toBeInTheDocument();
    expect(within(portal).getByRole('link', { name: /Open the project portal/ })).toHaveAttribute(
      'href',
      'https://portal.example.com/',
    );
    expect(screen.getByText(/over two decades/i)).toBeInTheDocument();
  });

  it('offers the estimate online, or by e-mail to sales, with the four promises', async () => {
    await renderPage('/our-firm', 'Simplicity is the key to our success');

    const promo = screen.getByRole('region', { name: 'Have a large project in mind?' });
    expect(within(promo).getByRole('link', { name: 'Get Estimate' })).toHaveAttribute('href', '/estimate');
    expect(within(promo).getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com?subject=Estimate%20request',
    );
    expect(within(within(promo).getByRole('list', { name: 'What you get' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(promo).getByText('Weekly/quarterly progress assessments')).toBeInTheDocument();
  });
});

describe('Leadership page', () => {
  it('shows two leader cards whose profile buttons open in a new tab', async () => {
    await renderPage('/our-firm/leadership-teams', 'Leadership Team');

    await waitFor(() => expect(document.title).toBe(`Leadership Team${suffix}`));
    expect(screen.getByText('Chief Executive Officer')).toBeInTheDocument();
    expect(screen.getByText('Managing Director')).toBeInTheDocument();
    const profiles = screen.getAllByRole('link', { name: /View profile/ });
    expect(profiles).toHaveLength(2);
    for (const profile of profiles) {
      expect(profile).toHaveAttribute('target', '_blank');
      expect(profile.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('img', { name: 'Portrait of Jordan Avery' })).toHaveAttribute('loading', 'lazy');
  });
});

describe('Business Model page', () => {
  it('shows the banner, an estimate promo and the three model cards', async () => {
    await renderPage('/our-firm/business-model', 'Business Model');

    await waitFor(() => expect(document.title).toBe(`Business Model${suffix}`));
    for (const name of ['Pre Agreed Project Model', 'Time-and-Material Model', 'Satellite Office Model']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Signed statement of work before we start')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Estimate' })).toHaveAttribute('href', '/estimate');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { typeAheadResetMs } from './nav-menu-item';

// Not the home page: its tiles repeat the navigation's names.
async function renderHeader(path = '/portal') {
  const view = renderApp({ path });
  const header = await screen.findByRole('banner');
  return { ...view, header };
}

// The footer repeats some names: look inside the main navigation.
function navLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
}

function item(name: string) {
  return navLink(name).closest('li') as HTMLElement;
}

describe('site header', () => {
  afterEach(() => vi.useRealTimers());

  it('toggles the mobile menu with the hamburger and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const { router } = await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('site-nav--open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('site-nav--open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(nav).getByRole('link', { name: 'Case Studies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources/case-studies'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('site-nav--open');
  });

  it('closes the mobile menu with Escape and returns focus to the hamburger', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens a dropdown when its top item gets keyboard focus, and Escape closes it', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const ourFirm = item('Our Firm');
    const chevron = within(ourFirm).getByRole('button', { name: 'Our Firm pages' });
    expect(chevron).toHaveAttribute('aria-expanded', 'false');

    // The hamburger (hidden on wide screens) sits just before the navigation.
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.tab();
    expect(within(ourFirm).getByRole('link', { name: 'Our Firm' })).toHaveFocus();

    expect(ourFirm).toHaveClass('site-nav__item--open');
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(chevron.getAttribute('aria-controls') ?? '');
    expect(within(submenu as HTMLElement).getByRole('link', { name: 'Leadership Team' })).toHaveAttribute(
      'href',
      '/our-firm/leadership-teams',
    );

    await user.keyboard('{Escape}');
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    expect(within(ourFirm).getByRole('link', { name: 'Our Firm' })).toHaveFocus();

    // Leaving and coming back opens it again.
    await user.tab({ shift: true });
    await user.tab();
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through a dropdown with the arrow keys and closes it when focus leaves', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const services = item('Services');
    within(services).getByRole('link', { name: 'Services' }).focus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(navLink('Structural Steel Detailing')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(navLink('Miscellaneous Steel Detailing')).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(navLink('Rebar Estimation and Detailing')).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(navLink('PEMB Design and Detailing')).toHaveFocus());

    act(() => screen.getByRole('button', { name: 'Menu' }).focus());
    expect(services).not.toHaveClass('site-nav__item--open');
  });

  it('jumps to a sub-page by typing its first letters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderHeader();
    within(item('Services')).getByRole('link', { name: 'Services' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(navLink('Structural Steel Detailing')).toHaveFocus());

    await user.keyboard('co');
    await waitFor(() =>
      expect(navLink('Connection Design and PE/SE Stamping')).toHaveFocus(),
    );

    act(() => vi.advanceTimersByTime(typeAheadResetMs));
    await user.keyboard('r');
    await waitFor(() => expect(navLink('Rebar Estimation and Detailing')).toHaveFocus());
  });

  it('opens a dropdown on hover and closes it when the pointer leaves', async () => {
    await renderHeader();
    const resources = item('Resources');

    fireEvent.mouseEnter(resources);
    expect(resources).toHaveClass('site-nav__item--open');
    fireEvent.mouseLeave(resources);
    expect(resources).not.toHaveClass('site-nav__item--open');
  });

  it('marks the section of the current page', async () => {
    await renderHeader('/services/pemb-detailing');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveClass('active');
    expect(within(nav).getByRole('link', { name: 'PEMB Design and Detailing' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the three detailing-software badges', async () => {
    const { header } = await renderHeader();
    const badges = within(header).getByRole('list', { name: 'Detailing software we work in' });

    const images = within(badges).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Tekla Structures', 'SDS/2', 'Advance Steel']);
    for (const img of images) {
      expect(img.getAttribute('src')).toMatch(/^\/images\//);
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('has tap-to-call links shown only from 768 px wide', async () => {
    const { header } = await renderHeader();
    const call = within(header).getByRole('link', { name: /^Call USA:\s?\+1 \(312\) 555-0142$/ });

    expect(call).toHaveAttribute('href', 'tel:+13125550142');
    expect(within(header).getAllByRole('link', { name: /^Call / })).toHaveLength(2);
    // site-header.css shows this class from 768 px only; jsdom applies no style sheets, so
    // the e2e test checks the real visibility at 375 and 1280 px.
    expect(call.closest('ul')).toHaveClass('site-header__contact');
  });

  it('opens social links in a new tab without giving them a handle on the site', async () => {
    const { header } = await renderHeader();
    const social = within(header).getAllByRole('list', { name: 'Follow us' })[0];

    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Instagram (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'Facebook (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/[a-z.]+\.example\.(com|net|org)\//);
    }
  });
});

import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteSettingsKey } from '../../../lib/site-settings';
import { renderApp } from '../../../test/render-app';
import { alice } from '../../../test/staff';

describe('admin layout', () => {
  it('links every back-office section from the sidebar, grouped, and the public site', async () => {
    renderApp({ path: '/admin/dashboard', auth: { me: () => ({ user: alice }) } });

    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Analytics', '/admin/analytics'],
      ['Pages', '/admin/pages'],
      ['Blog', '/admin/blog'],
      ['Case studies', '/admin/case-studies'],
      ['Announcement', '/admin/announcement'],
      ['Site settings', '/admin/site-settings'],
      ['Gallery', '/admin/gallery'],
      ['Portfolio', '/admin/portfolio'],
      ['Career', '/admin/career'],
      ['Applicants', '/admin/applicants'],
      ['Estimates', '/admin/estimates'],
      ['Quote templates', '/admin/quote-templates'],
      ['Connect Info', '/admin/connect-info'],
      ['Outbox', '/admin/outbox'],
      ['Projects', '/admin/projects'],
      ['Clients', '/admin/clients'],
      ['RFIs', '/admin/rfis'],
      ['Trash', '/admin/trash'],
      ['Staff', '/admin/staff'],
      ['Audit trail', '/admin/audit'],
      ['My account', '/admin/account'],
      ['View site (opens in a new tab)', '/'],
    ]);
    // Each group is a list named by its heading.
    const group = (name: string) => within(within(nav).getByRole('list', { name })).getAllByRole('link').map((link) => link.textContent);
    expect(group('Content')).toEqual(['Pages', 'Blog', 'Case studies', 'Announcement', 'Site settings', 'Gallery', 'Portfolio']);
    expect(group('Hiring')).toEqual(['Career', 'Applicants']);
    expect(group('Messages')).toEqual(['Estimates', 'Quote templates', 'Connect Info', 'Outbox']);
    expect(group('Administration')).toEqual(['Trash', 'Staff', 'Audit trail', 'My account']);
    expect(within(nav).getByRole('link', { name: /^View site/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Gusset Steel Detailing' })).not.toBeInTheDocument();
  });

  it("opens the phone menu from the header's button and closes it when a screen is chosen or on Escape", async () => {
    const { router } = renderApp({ path: '/admin/dashboard', auth: { me: () => ({ user: alice }) } });
    const user = userEvent.setup();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const sidebar = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(sidebar).toContainElement(screen.getByRole('navigation', { name: 'Back office' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Gallery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/gallery'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out on the server, which clears the cookie, and says so on the sign-in page', async () => {
    let loggedOutWith: string | null | undefined;
    const { router } = renderApp({
      path: '/admin/dashboard',
      auth: {
        me: () => ({ user: alice }),
        logout: (_req, ctx) => {
          loggedOutWith = ctx.requestHeader.get('Authorization');
          return {};
        },
      },
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('You have been logged out successfully.')).toBeInTheDocument();
    // The browser's cookie names the session: the page holds no token to send.
    expect(loggedOutWith).toBeNull();
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
  });

  it('reports a failed logout but still signs out locally', async () => {
    const { router } = renderApp({
      path: '/admin/dashboard',
      auth: {
        me: () => ({ user: alice }),
        logout: () => {
          throw new ConnectError('database is down', Code.Internal);
        },
      },
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('An error occurred during logout. Please try again.')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('forgets staff data at logout, so the back button shows none of it', async () => {
    // As the server does: once logged out, the cookie names no session.
    let signedIn = true;
    const { router, queryClient } = renderApp({
      path: '/admin/dashboard',
      auth: {
        me: () => {
          if (!signedIn) throw new ConnectError('no session', Code.Unauthenticated);
          return { user: alice };
        },
        logout: () => {
          signedIn = false;
          return {};
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByText('Signed in as alice');
    await user.click(screen.getByRole('link', { name: 'Career' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/career'));

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    // The public site settings (the sign-in page names the firm) are read again: not staff data.
    await waitFor(() => expect(queryClient.getQueryCache().getAll().filter((q) => q.queryKey[0] !== siteSettingsKey[0]).map((q) => q.queryKey)).toEqual([]));

    // Back to the dashboard (the logout replaced the career entry): the guard bounces to sign in.
    await router.navigate(-1);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/login');
      expect(screen.getByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    });
    expect(screen.queryByText('Signed in as alice')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });
});

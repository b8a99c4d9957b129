import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { alice } from '../../../test/staff';

describe('/admin', () => {
  it('sends a visitor the server knows no session of to the sign-in page', async () => {
    const { router } = renderApp({
      path: '/admin',
      auth: {
        me: () => {
          throw new ConnectError('no session', Code.Unauthenticated);
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends a signed-in member of staff to the dashboard', async () => {
    const { router } = renderApp({ path: '/admin', auth: { me: () => ({ user: alice }) } });

    expect(await screen.findByText('Signed in as alice')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});

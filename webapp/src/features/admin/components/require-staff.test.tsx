import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequiredStep } from '../../../gen/gusset/auth/v1/auth_pb';
import { renderApp } from '../../../test/render-app';
import { alice } from '../../../test/staff';

describe('staff guard', () => {
  it('sends a user with a required step to their account screen first', async () => {
    const { router } = renderApp({
      path: '/admin/dashboard',
      auth: { me: () => ({ user: alice, requiredStep: RequiredStep.CHANGE_PASSWORD }) },
    });
    expect(await screen.findByText('Choose a new password before using the back office.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
  });

  it('redirects to the sign-in page, which returns to the page asked for, when there is no session', async () => {
    const { router } = renderApp({
      path: '/admin/estimates/0b7c7e4e-1f2a-4c3b-9d5e-6f708192a3b4',
      auth: {
        me: () => {
          throw new ConnectError('no session', Code.Unauthenticated);
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/estimates/0b7c7e4e-1f2a-4c3b-9d5e-6f708192a3b4');
  });

  it('shows Loading authentication... while checking the token, then the dashboard', async () => {
    let answer: () => void = () => {};
    const checked = new Promise<void>((resolve) => (answer = resolve));
    renderApp({
      path: '/admin/dashboard',
      auth: {
        me: async () => {
          await checked;
          return { user: alice };
        },
      },
    });

    expect(await screen.findByText('Loading authentication...')).toBeInTheDocument();
    expect(screen.queryByText('Signed in as alice')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Signed in as alice')).toBeInTheDocument();
    expect(screen.queryByText('Loading authentication...')).not.toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Gusset Steel Detailing Structural Steel Detailing | USA | Canada');
  });

  it('clears the token and goes to sign in when the server rejects the session', async () => {
    const { router } = renderApp({
      path: '/admin/dashboard',
      auth: {
        me: () => {
          throw new ConnectError('session revoked', Code.Unauthenticated);
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the token and offers to try again when the check fails for another reason', async () => {
    let calls = 0;
    renderApp({
      path: '/admin/dashboard',
      auth: {
        me: () => {
          calls++;
          if (calls === 1) throw new ConnectError('bad gateway', Code.Internal);
          return { user: alice };
        },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, Please try again later');
    expect(sessionStorage.length).toBe(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Signed in as alice')).toBeInTheDocument();
  });
});

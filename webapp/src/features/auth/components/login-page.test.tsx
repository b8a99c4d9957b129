import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { alice } from '../../../test/staff';

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('asks for the second factor of an account with two-factor sign-in, then signs in', async () => {
    const { router } = renderApp({
      path: '/admin/login',
      auth: {
        login: () => ({ secondFactorRequired: true, challengeToken: 'challenge-1' }),
        loginSecondFactor: (req) => {
          if (req.challengeToken !== 'challenge-1' || req.code !== '123456') {
            throw new ConnectError('the code is wrong, expired or already used', Code.Unauthenticated);
          }
          return { token: 'tok-2', user: alice };
        },
        me: () => ({ user: alice }),
      },
    });
    await signIn('alice', 'secret');
    expect(sessionStorage.length).toBe(0);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authenticator code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the code is wrong, expired or already used');
    await user.clear(screen.getByLabelText('Authenticator code'));
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(sessionStorage.length).toBe(0);
  });

  it('signs in asking for a cookie session, says login successful and lands on the dashboard', async () => {
    // Stands in for the browser's cookie: set by a sign-in that asked for a browser session.
    let cookie = false;
    let asked: { browserSession: boolean; remember: boolean } | undefined;
    const { router } = renderApp({
      path: '/admin/login',
      auth: {
        login: (req) => {
          if (req.username !== 'alice' || req.password !== 'secret') {
            throw new ConnectError('wrong username or password', Code.Unauthenticated);
          }
          asked = { browserSession: req.browserSession, remember: req.remember };
          cookie = req.browserSession;
          return { user: alice };
        },
        me: (_req, ctx) => {
          // The page sends no token of its own: the server decides by the cookie.
          if (!cookie || ctx.requestHeader.get('Authorization') !== null) {
            throw new ConnectError('no session', Code.Unauthenticated);
          }
          return { user: alice };
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    await signIn('alice', 'secret');

    expect(await screen.findByText('login successful')).toBeInTheDocument();
    expect(asked).toEqual({ browserSession: true, remember: false });
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByText('Signed in as alice')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows invalid credential for a wrong password and stores nothing', async () => {
    const { router } = renderApp({
      path: '/admin/login',
      auth: {
        login: () => {
          throw new ConnectError('wrong username or password', Code.Unauthenticated);
        },
      },
    });

    await signIn('alice', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('invalid credential');
    expect(sessionStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows invalid credential when the server rejects blank fields', async () => {
    renderApp({
      path: '/admin/login',
      auth: {
        login: () => {
          throw new ConnectError('username must not be blank', Code.InvalidArgument);
        },
      },
    });

    await signIn('   ', 'x');

    expect(await screen.findByRole('alert')).toHaveTextContent('invalid credential');
  });

  it('shows the server message when there were too many failed sign-ins', async () => {
    renderApp({
      path: '/admin/login',
      auth: {
        login: () => {
          throw new ConnectError('Too many failed sign-ins. Try again in 15 minutes.', Code.ResourceExhausted);
        },
      },
    });

    await signIn('alice', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins. Try again in 15 minutes.');
    expect(sessionStorage.length).toBe(0);
  });

  it('asks to try again later when the server fails unexpectedly', async () => {
    renderApp({
      path: '/admin/login',
      auth: {
        login: () => {
          throw new ConnectError('database is down', Code.Internal);
        },
      },
    });

    await signIn('alice', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, Please try again later');
  });

  it('disables the Sign in button while the request is in flight', async () => {
    let answer: (value: { token: string }) => void = () => {};
    renderApp({
      path: '/admin/login',
      auth: {
        login: () => new Promise((resolve) => (answer = resolve)),
        me: () => ({ user: alice }),
      },
    });

    await signIn('alice', 'secret');

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    answer({ token: 'tok-2' });
    expect(await screen.findByText('login successful')).toBeInTheDocument();
  });
});

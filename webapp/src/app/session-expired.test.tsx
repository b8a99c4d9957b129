import { Code, ConnectError } from '@connectrpc/connect';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { routes } from './routes';

// Stands in for any future back-office query that is not the guard's own check.
function FailingPage() {
  useQuery({
    queryKey: ['anything'],
    queryFn: () => Promise.reject(new ConnectError('session expired', Code.Unauthenticated)),
  });
  return <h1>Some page</h1>;
}

describe('an expired session', () => {
  it('sends the user to sign in when any query is rejected as Unauthenticated', async () => {
    const { router } = renderApp({
      path: '/somewhere',
      routes: [{ path: '/somewhere', Component: FailingPage }, ...routes],
    });

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });
});

import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { ErrorScreen } from './error-screen';

function Broken(): never {
  throw new Error('the beam buckled');
}

describe('error screen', () => {
  // React and the router log the caught error; that noise is expected here.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the message and stack of a thrown error', async () => {
    renderApp({ path: '/', routes: [{ path: '/', Component: Broken, errorElement: <ErrorScreen /> }] });

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'the beam buckled' })).toBeInTheDocument();
    expect(screen.getByText(/at Broken/)).toBeInTheDocument();
  });

  it('shows the status of a thrown route response', async () => {
    renderApp({
      path: '/',
      routes: [
        {
          path: '/',
          Component: () => <p>unreachable</p>,
          HydrateFallback: () => null,
          loader: () => {
            throw data('gone', { status: 410, statusText: 'Gone' });
          },
          errorElement: <ErrorScreen />,
        },
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '410 Gone' })).toBeInTheDocument();
  });
});

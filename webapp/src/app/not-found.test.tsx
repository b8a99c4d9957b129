import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('not-found screen', () => {
  it('tells the visitor they are lost and links home', async () => {
    renderApp({ path: '/no/such/page' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Looks like you're lost.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Gusset Steel Detailing Structural Steel Detailing | USA | Canada'));
  });
});

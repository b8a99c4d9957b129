import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('Privacy page', () => {
  it('says what is collected, why and for how long', async () => {
    renderApp({ path: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy What this site counts, and what it does not' });
    await waitFor(() => expect(document.title).toMatch(/^Privacy \| /));
    for (const name of ['What we count and why', 'How visitors are counted without identifying them', 'How long we keep it']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Global Privacy Control/)).toBeInTheDocument();
    expect(screen.getByText(/deleted after 30 days/)).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Portal page', () => {
  it("describes the portal and leads to the portal's own sign-in", async () => {
    renderApp({ path: '/portal' });
    await screen.findByRole('heading', { level: 1, name: 'Project Portal Project management further simplified' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Project Portal | Gusset Steel Detailing Structural Steel Detailing | USA | Canada'));
    const link = screen.getByRole('link', { name: /Open the project portal/ });
    expect(link).toHaveAttribute('href', '/portal/sign-in');
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByRole('heading', { name: 'Live tracking with deadlines' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

const footer = 'Copyright © 2025 by Gusset Steel Detailing Pvt. Ltd. All rights reserved.';

describe('root layout', () => {
  it('shows the public header, home page, footer and title', async () => {
    renderApp({ path: '/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Gusset Steel Detailing' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Gusset Steel Detailing' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText(footer)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Gusset Steel Detailing Structural Steel Detailing | USA | Canada'));
  });

  it('offers a skip link to the main content', async () => {
    renderApp({ path: '/' });

    await screen.findByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('hides the public header on admin pages and keeps only the copyright line', async () => {
    renderApp({ path: '/admin/login' });

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gusset Steel Detailing' })).not.toBeInTheDocument();
    expect(screen.getByText(footer)).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

const footer = 'Copyright © 2025 by Gusset Steel Detailing Pvt. Ltd. All rights reserved.';

describe('root layout', () => {
  it('shows the public header, home page, footer and title', async () => {
    renderApp({ path: '/' });

    expect(await screen.findByRole('heading', { name: 'Gusset Steel Detailing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gusset Steel Detailing' })).toHaveAttribute('href', '/');
    expect(screen.getByText(footer)).toBeInTheDocument();
    expect(document.title).toBe('Home | Gusset Steel Detailing Structural Steel Detailing | USA | Canada');
  });

  it('hides the public header on admin pages', async () => {
    renderApp({ path: '/admin/login' });

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gusset Steel Detailing' })).not.toBeInTheDocument();
  });
});

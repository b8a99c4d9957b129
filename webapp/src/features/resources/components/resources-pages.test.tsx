import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('Resources hub', () => {
  it('links to the blog and the case studies', async () => {
    renderApp({ path: '/resources' });
    await screen.findByRole('heading', { level: 1, name: 'Resources from our detailing teams' });

    await waitFor(() => expect(document.title).toBe('Resources | Gusset Steel Detailing Structural Steel Detailing | USA | Canada'));
    const region = screen.getByRole('region', { name: 'Read and learn' });
    expect(within(region).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/resources/wbt-blog');
    expect(within(region).getByRole('link', { name: 'Case Studies' })).toHaveAttribute(
      'href',
      '/resources/case-studies',
    );
  });
});

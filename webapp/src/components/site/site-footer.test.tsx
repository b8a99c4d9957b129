import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('site footer', () => {
  it('shows the copyright line, key links, contact details and social links', async () => {
    renderApp({ path: '/our-firm' });
    const footer = await screen.findByRole('contentinfo');

    expect(
      within(footer).getByText('Copyright © 2025 by Gusset Steel Detailing Pvt. Ltd. All rights reserved.'),
    ).toBeInTheDocument();
    const links = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(links).getByRole('link', { name: 'Leadership Team' })).toHaveAttribute(
      'href',
      '/our-firm/leadership-teams',
    );
    expect(within(links).getByRole('link', { name: 'Project Portfolio' })).toHaveAttribute(
      'href',
      '/our-work/project-portfolio',
    );
    expect(within(footer).getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    expect(within(footer).getByRole('link', { name: '+1 (713) 555-0187' })).toHaveAttribute('href', 'tel:+17135550187');
    expect(within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../../test/render-site';

describe('gallery landing page', () => {
  it('offers the two department galleries', async () => {
    renderSite('/our-firm/gallery', () => {});

    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Structural Steel Detailing Project/ })).toHaveAttribute(
      'href',
      '/our-firm/gallery/images?department=STRUCTURAL',
    );
    expect(screen.getByRole('link', { name: /PEMB Designing and Detailing Projects/ })).toHaveAttribute(
      'href',
      '/our-firm/gallery/images?department=PEMB',
    );
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../components/site/icon';
import { site } from './site';

describe('site configuration', () => {
  it('prints an address as its street lines, its town line and its country', () => {
    expect(site.addresses.india.lines).toEqual([
      '4th Floor, Example Tech Park',
      'Outer Ring Road, Bellandur',
      'Bengaluru, Karnataka 560103',
      'India',
    ]);
  });

  it.each(site.social.map((link) => [link.label, link.network]))('links %s with a network the icons draw (%s)', (_, network) => {
    const { container } = render(<Icon name={network} />);
    expect(container.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });
});

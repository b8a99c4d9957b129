import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../components/site/icon';
import { testSite } from '../test/site-settings';

describe('site settings', () => {
  it('prints an address as its street lines, its town line and its country', () => {
    expect(testSite.addresses[1].lines).toEqual(['4th Floor, Example Tech Park', 'Outer Ring Road, Bellandur', 'Bengaluru, Karnataka 560103', 'India']);
  });

  it.each(testSite.social.map((link) => [link.label, link.network] as const))('links %s with a network the icons draw (%s)', (_, network) => {
    const { container } = render(<Icon name={network} />);
    expect(container.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });
});

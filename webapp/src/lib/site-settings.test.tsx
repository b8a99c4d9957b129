import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../components/site/icon';
import { testSite } from '../test/site-settings';
import { siteFromJson } from './site-settings';

describe('site settings', () => {
  it('prints an address as its street lines, its town line and its country', () => {
    expect(testSite.addresses[1].lines).toEqual(['4th Floor, Example Tech Park', 'Outer Ring Road, Bellandur', 'Bengaluru, Karnataka 560103', 'India']);
  });

  it.each(testSite.social.map((link) => [link.label, link.network] as const))('links %s with a network the icons draw (%s)', (_, network) => {
    const { container } = render(<Icon name={network} />);
    expect(container.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });
});

describe('reading the settings', () => {
  it('reads an answer with fields left out (proto3 JSON) as empty ones', () => {
    const site = siteFromJson({ settings: { company: 'Acme', addresses: [{ label: 'HQ', street: ['1 Main St'], locality: 'Austin', country: 'United States' }] } });
    expect(site.company).toBe('Acme');
    expect(site.phones).toEqual([]);
    expect(site.emails).toEqual({ sales: '', hr: '' });
    expect(site.addresses[0].lines).toEqual(['1 Main St', 'Austin', 'United States']);
  });
});

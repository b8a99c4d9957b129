import { describe, expect, it } from 'vitest';
import { sizeInKb, viewerSrc } from './pdf-file';

describe('pdf file helpers', () => {
  it('shows the size in KB with two decimals', () => {
    expect(sizeInKb(1536n)).toBe('1.50 KB');
    expect(sizeInKb(2_500_000n)).toBe('2441.41 KB');
  });

  it('adds a cache-busting query and hides the toolbar and panes', () => {
    expect(viewerSrc('/files/portfolio/a.pdf', 1700000000000, 0.5)).toBe('/files/portfolio/a.pdf?t=1700000000000&r=i#toolbar=0&navpanes=0');
    expect(viewerSrc('/files/x.pdf?sig=1', 1, 0.5)).toBe('/files/x.pdf?sig=1&t=1&r=i#toolbar=0&navpanes=0');
  });
});

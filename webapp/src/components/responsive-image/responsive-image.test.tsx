import { create } from '@bufbuild/protobuf';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileSchema, ImageVariantSchema } from '../../gen/gusset/site/v1/file_pb';
import { ResponsiveImage } from './responsive-image';

const original = create(FileSchema, { path: '/files/gallery/a.jpg', contentType: 'image/jpeg', width: 4000, height: 3000 });
const processed = create(FileSchema, {
  ...original,
  intrinsicWidth: 3000,
  intrinsicHeight: 4000,
  placeholder: '#6b7a8c',
  variants: [320, 640, 1024, 1600].map((w) =>
    create(ImageVariantSchema, { path: `/media/variants/x/${w}-ab.webp`, width: w, height: (w * 4) / 3, contentType: 'image/webp' }),
  ),
});

describe('ResponsiveImage', () => {
  it('offers every variant in srcset with sizes, its upright size and the placeholder colour', () => {
    render(<ResponsiveImage file={processed} alt="Beam" sizes="50vw" lazy />);
    const img = screen.getByRole('img', { name: 'Beam' });
    expect(img.getAttribute('srcset')).toBe(
      '/media/variants/x/320-ab.webp 320w, /media/variants/x/640-ab.webp 640w, /media/variants/x/1024-ab.webp 1024w, /media/variants/x/1600-ab.webp 1600w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('src')).toBe('/media/variants/x/1024-ab.webp');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['3000', '4000']);
    expect(img.style.backgroundColor).toBe('rgb(107, 122, 140)');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('shows the original until the variants exist', () => {
    render(<ResponsiveImage file={original} alt="Beam" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Beam' });
    expect(img.getAttribute('src')).toBe('/files/gallery/a.jpg');
    expect(img.getAttribute('srcset')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['4000', '3000']);
  });

  it('fetches the LCP image first and never lazily', () => {
    render(<ResponsiveImage file={processed} alt="Beam" sizes="50vw" priority lazy />);
    const img = screen.getByRole('img', { name: 'Beam' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
  });
});

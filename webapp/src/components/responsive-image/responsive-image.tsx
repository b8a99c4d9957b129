import type { File } from '../../gen/gusset/site/v1/file_pb';

type Props = {
  file: File;
  alt: string;
  // The image's displayed width at each breakpoint, for the browser to pick a variant.
  sizes: string;
  className?: string;
  // The page's largest picture above the fold (its LCP element): fetched first, never lazily.
  priority?: boolean;
  // Below the fold: fetched when scrolled near. Ignored when priority is set.
  lazy?: boolean;
};

// imageAttributes are the <img> attributes of an uploaded image: its WebP variants as a
// srcset once the server has made them (the original until then), its upright size, and
// its placeholder colour as the background while it loads.
export function imageAttributes(file: File, sizes: string) {
  const variants = file.variants;
  const width = file.intrinsicWidth || file.width || undefined;
  const height = file.intrinsicHeight || file.height || undefined;
  if (variants.length === 0) {
    return { src: file.path, width, height, srcSet: undefined, sizes: undefined, style: undefined };
  }
  return {
    src: fallbackVariant(file).path,
    srcSet: variants.map((v) => `${v.path} ${v.width}w`).join(', '),
    sizes,
    width,
    height,
    style: file.placeholder ? { backgroundColor: file.placeholder } : undefined,
  };
}

// fallbackVariant is the src of browsers without srcset: the widest up to 1024 px.
export function fallbackVariant(file: File) {
  const fitting = file.variants.filter((v) => v.width <= 1024);
  return fitting.length > 0 ? fitting[fitting.length - 1] : file.variants[0];
}

export function ResponsiveImage({ file, alt, sizes, className, priority = false, lazy = false }: Props) {
  const attrs = imageAttributes(file, sizes);
  return (
    <img
      className={className}
      src={attrs.src}
      srcSet={attrs.srcSet}
      sizes={attrs.sizes}
      alt={alt}
      width={attrs.width}
      height={attrs.height}
      style={attrs.style}
      loading={lazy && !priority ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      // The placeholder colour would show through a transparent picture once loaded.
      onLoad={attrs.style ? (e) => e.currentTarget.style.removeProperty('background-color') : undefined}
    />
  );
}

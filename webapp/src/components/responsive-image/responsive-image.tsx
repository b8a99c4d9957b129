import type { File } from '../../gen/gusset/site/v1/file_pb';

// ImageFile is what a picture needs of a stored file: a File message has it, and so has
// an image read with plain JSON (the case studies' pages), for pages without the protobuf runtime.
export type ImageFile = Pick<File, 'path' | 'width' | 'height' | 'intrinsicWidth' | 'intrinsicHeight' | 'placeholder'> & {
  variants: readonly { path: string; width: number }[];
};

type Props = {
  file: ImageFile;
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
export function imageAttributes(file: ImageFile, sizes: string) {
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
export function fallbackVariant(file: ImageFile) {
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

type Props = { src: string; alt?: string; width?: number; height?: number };

// ContentImage is a picture of a page's content: its intrinsic size when known (so the
// page does not shift while it loads), loaded lazily.
export function ContentImage({ src, alt, width, height }: Props) {
  return <img src={src} alt={alt ?? ''} width={width || undefined} height={height || undefined} loading="lazy" decoding="async" />;
}

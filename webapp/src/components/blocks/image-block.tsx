import type { ImageBlockJson } from '../../gen/gusset/site/v1/page_content_pb';

export function ImageBlock({ block }: { block: ImageBlockJson }) {
  if (!block.src) return null;
  return (
    <figure className="content-image">
      <img src={block.src} alt={block.alt ?? ''} width={block.width || undefined} height={block.height || undefined} loading="lazy" decoding="async" />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}

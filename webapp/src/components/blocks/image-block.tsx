import type { ImageBlockJson } from '../../gen/gusset/site/v1/page_content_pb';
import { ContentImage } from './content-image';

export function ImageBlock({ block }: { block: ImageBlockJson }) {
  if (!block.src) return null;
  return (
    <figure className="content-image">
      <ContentImage src={block.src} alt={block.alt} width={block.width} height={block.height} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}

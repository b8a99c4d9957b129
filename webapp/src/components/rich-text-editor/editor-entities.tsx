import { CompositeDecorator, type ContentBlock, type ContentState } from 'draft-js';
import type { ReactNode } from 'react';

// How links and images look inside the editor. draft-js keeps them as entities and shows
// nothing special for them unless told here.

// previewOf maps an image's src to what the editor can show: an upload is served only once
// the post is saved, so until then the editor shows the local file.
export type PreviewOf = (src: string) => string;

type DecoratedProps = { contentState: ContentState; entityKey: string; children?: ReactNode };

function entityStrategy(type: string) {
  return (block: ContentBlock, callback: (start: number, end: number) => void, content: ContentState) => {
    block.findEntityRanges((c) => {
      const key = c.getEntity();
      return key !== null && content.getEntity(key).getType() === type;
    }, callback);
  };
}

function EditorLink({ contentState, entityKey, children }: DecoratedProps) {
  const { url } = contentState.getEntity(entityKey).getData() as { url: string };
  // A link in an editor is not followed on click: the address shows as a tooltip.
  return (
    <a href={url} title={url} className="rte__link" onClick={(e) => e.preventDefault()}>
      {children}
    </a>
  );
}

type ImageData = { src: string; alt?: string };

export function createDecorator(previewOf: PreviewOf): CompositeDecorator {
  // An image inside a line of text (pasted, or from older HTML); the editor's own images
  // are blocks of their own (EditorImageBlock).
  function InlineImage({ contentState, entityKey }: DecoratedProps) {
    const { src, alt } = contentState.getEntity(entityKey).getData() as ImageData;
    return <img src={previewOf(src)} alt={alt ?? ''} className="rte__image rte__image--inline" />;
  }
  return new CompositeDecorator([
    { strategy: entityStrategy('LINK'), component: EditorLink },
    { strategy: entityStrategy('IMAGE'), component: InlineImage },
  ]);
}

type BlockProps = { block: ContentBlock; contentState: ContentState; blockProps: { previewOf: PreviewOf } };

// EditorImageBlock renders an atomic block (the toolbar's image button makes one).
export function EditorImageBlock({ block, contentState, blockProps }: BlockProps) {
  const key = block.getEntityAt(0);
  if (!key) return null;
  const entity = contentState.getEntity(key);
  if (entity.getType() !== 'IMAGE') return null;
  const { src, alt } = entity.getData() as ImageData;
  return <img src={blockProps.previewOf(src)} alt={alt ?? ''} className="rte__image" />;
}

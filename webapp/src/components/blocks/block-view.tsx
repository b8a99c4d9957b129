import type { ReactNode } from 'react';
import type { Block, BlockJson } from '../../gen/gusset/site/v1/page_content_pb';
import { EstimatePromo } from '../site/estimate-promo';
import { PageSection } from '../site/page-section';
import { PortalFeatures } from '../site/portal-features';
import { useBlockSlots, type BlockSlots } from './block-slots';
import { CallToActionBlock } from './call-to-action-block';
import { CardsBlock } from './cards-block';
import { ClientsBlock } from './clients-block';
import { ColumnsBlock } from './columns-block';
import { useCompanyText, useContentHtml } from './content-text';
import { ImageBlock } from './image-block';
import { LeadersBlock } from './leaders-block';
import { ListBlock } from './list-block';
import { PanelsBlock } from './panels-block';
import { RichTextBlock } from './rich-text-block';
import { TableBlock } from './table-block';

// A block type: the case of gusset.site.v1.Block's body, which is also its JSON field.
type BlockCase = NonNullable<Block['body']['case']>;

type BlockType<K extends BlockCase> = {
  draw: (body: NonNullable<BlockJson[K]>, slots: BlockSlots) => ReactNode;
  // Drawn on its own: without a heading it never joins the section before it.
  alone?: boolean;
};

// blockTypes is the one registration of each block type's view. Typed on the generated
// body's cases, so a type added to the proto without a view fails the type check.
const blockTypes: { [K in BlockCase]: BlockType<K> } = {
  richText: { draw: (b) => <RichTextBlock block={b} /> },
  cards: { draw: (b) => <CardsBlock block={b} /> },
  list: { draw: (b) => <ListBlock block={b} /> },
  image: { draw: (b) => <ImageBlock block={b} /> },
  callToAction: { draw: (b) => <CallToActionBlock block={b} /> },
  estimatePromo: {
    draw: (promo) => <EstimatePromo heading={promo.heading || undefined} text={promo.text || undefined} service={promo.service || undefined} />,
    alone: true,
  },
  newsletter: { draw: (_, slots) => (slots.newsletter ? <slots.newsletter /> : null), alone: true },
  departmentGallery: {
    draw: (gallery, slots) => {
      const Gallery = slots.departmentGallery;
      return Gallery && gallery.department ? <Gallery department={gallery.department} /> : null;
    },
    alone: true,
  },
  leaders: { draw: (b) => <LeadersBlock block={b} /> },
  panels: { draw: (b) => <PanelsBlock block={b} /> },
  portalFeatures: { draw: () => <PortalFeatures /> },
  table: { draw: (b) => <TableBlock block={b} /> },
  columns: { draw: (b) => <ColumnsBlock block={b} /> },
  clients: { draw: (b) => <ClientsBlock block={b} /> },
};

const blockCases = Object.keys(blockTypes) as BlockCase[];

// blockCase is the type of a block's body, if it has one.
function blockCase(block: BlockJson): BlockCase | undefined {
  return blockCases.find((c) => block[c]);
}

// BlockBody draws a block's body by its type; an unknown or empty body draws nothing.
function BlockBody({ block }: { block: BlockJson }): ReactNode {
  const slots = useBlockSlots();
  const c = blockCase(block);
  if (!c) return null;
  // The case and its body agree (blockCase found it); TypeScript cannot follow that.
  const type = blockTypes[c] as BlockType<BlockCase>;
  return type.draw(block[c] as never, slots);
}

// Bodies that stand on their own: without a heading they never join the section before.
function standsAlone(block: BlockJson): boolean {
  const c = blockCase(block);
  return !!c && !!blockTypes[c].alone;
}

// groupBlocks gathers each section with the blocks that continue it: a block without a
// heading, of the section's tone, right after it (a second table of past work, the
// buttons under a list) is drawn inside that section.
export function groupBlocks(blocks: readonly BlockJson[]): { block: BlockJson; continued: BlockJson[] }[] {
  const groups: { block: BlockJson; continued: BlockJson[] }[] = [];
  for (const block of blocks) {
    const last = groups[groups.length - 1];
    if (last?.block.heading && !block.heading && !standsAlone(block) && (block.tone ?? '') === (last.block.tone ?? '')) {
      last.continued.push(block);
    } else {
      groups.push({ block, continued: [] });
    }
  }
  return groups;
}

type Props = { block: BlockJson; continued?: readonly BlockJson[] };

// BlockView draws one block: with a heading as a page section (the heading, its intro,
// the body, then the blocks that continue it), without one the body alone; a tinted block
// without a heading still sits on its band.
export function BlockView({ block, continued = [] }: Props) {
  const text = useCompanyText();
  const html = useContentHtml();
  const tint = block.tone === 'TONE_TINT';
  const intro = block.introHtml ? <div dangerouslySetInnerHTML={{ __html: html(block.introHtml) }} /> : undefined;
  if (block.heading) {
    return (
      <PageSection title={text(block.heading)} tone={tint ? 'tint' : 'plain'} intro={intro}>
        <BlockBody block={block} />
        {continued.map((next, at) => (
          <BlockBody key={next.id || at} block={next} />
        ))}
      </PageSection>
    );
  }
  if (tint || intro) {
    return (
      <div className={`page-section page-section--${tint ? 'tint' : 'plain'}`}>
        <div className="page-section__inner">
          {intro && <div className="page-section__intro">{intro}</div>}
          <BlockBody block={block} />
        </div>
      </div>
    );
  }
  return <BlockBody block={block} />;
}

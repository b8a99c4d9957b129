import type { ReactNode } from 'react';
import type { BlockJson } from '../../gen/gusset/site/v1/page_content_pb';
import { EstimatePromo } from '../site/estimate-promo';
import { PageSection } from '../site/page-section';
import { PortalFeatures } from '../site/portal-features';
import { useBlockSlots } from './block-slots';
import { CallToActionBlock } from './call-to-action-block';
import { CardsBlock } from './cards-block';
import { ColumnsBlock } from './columns-block';
import { useCompanyText, useContentHtml } from './content-text';
import { ImageBlock } from './image-block';
import { LeadersBlock } from './leaders-block';
import { ListBlock } from './list-block';
import { PanelsBlock } from './panels-block';
import { RichTextBlock } from './rich-text-block';
import { TableBlock } from './table-block';

// BlockBody draws a block's body by its type; an unknown or empty body draws nothing.
function BlockBody({ block }: { block: BlockJson }): ReactNode {
  const slots = useBlockSlots();
  if (block.richText) return <RichTextBlock block={block.richText} />;
  if (block.cards) return <CardsBlock block={block.cards} />;
  if (block.list) return <ListBlock block={block.list} />;
  if (block.image) return <ImageBlock block={block.image} />;
  if (block.callToAction) return <CallToActionBlock block={block.callToAction} />;
  if (block.estimatePromo) {
    const promo = block.estimatePromo;
    return <EstimatePromo heading={promo.heading || undefined} text={promo.text || undefined} service={promo.service || undefined} />;
  }
  if (block.newsletter) return slots.newsletter ? <slots.newsletter /> : null;
  if (block.departmentGallery) {
    const Gallery = slots.departmentGallery;
    return Gallery && block.departmentGallery.department ? <Gallery department={block.departmentGallery.department} /> : null;
  }
  if (block.leaders) return <LeadersBlock block={block.leaders} />;
  if (block.panels) return <PanelsBlock block={block.panels} />;
  if (block.portalFeatures) return <PortalFeatures />;
  if (block.table) return <TableBlock block={block.table} />;
  if (block.columns) return <ColumnsBlock block={block.columns} />;
  return null;
}

// Bodies that stand on their own: without a heading they never join the section before.
function standsAlone(block: BlockJson): boolean {
  return !!(block.estimatePromo || block.newsletter || block.departmentGallery);
}

// groupBlocks gathers each section with the blocks that continue it: a block without a
// heading, of the section's tone, right after it (a second table of past work, the
// buttons under a list) is drawn inside that section.
export function groupBlocks(blocks: readonly BlockJson[]): { block: BlockJson; continued: BlockJson[] }[] {
  const groups: { block: BlockJson; continued: BlockJson[] }[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
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

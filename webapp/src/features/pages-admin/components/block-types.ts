import { create } from '@bufbuild/protobuf';
import {
  BlockSchema,
  CallToActionBlockSchema,
  CardsBlockSchema,
  ColumnsBlockSchema,
  DepartmentGalleryBlockSchema,
  EstimatePromoBlockSchema,
  ImageBlockSchema,
  LeadersBlockSchema,
  ListBlockSchema,
  NewsletterBlockSchema,
  PanelsBlockSchema,
  PortalFeaturesBlockSchema,
  RichTextBlockSchema,
  TableBlockSchema,
  type Block,
} from '../../../gen/gusset/site/v1/page_content_pb';

export type BodyCase = NonNullable<Block['body']['case']>;

type BlockType = {
  // What staff pick in the type picker and see on a block's frame.
  label: string;
  // The oneof field's proto name: the server's field violations are named by it
  // ("blocks[3].image.alt").
  field: string;
  // A new block's body, empty.
  make: () => NonNullable<Block['body']['value']>;
};

// Every block type of gusset.site.v1.Block's body, in the order the picker offers them.
export const blockTypes: Record<BodyCase, BlockType> = {
  richText: { label: 'Rich text', field: 'rich_text', make: () => create(RichTextBlockSchema) },
  cards: { label: 'Cards', field: 'cards', make: () => create(CardsBlockSchema) },
  list: { label: 'List', field: 'list', make: () => create(ListBlockSchema) },
  image: { label: 'Image', field: 'image', make: () => create(ImageBlockSchema) },
  callToAction: { label: 'Call to action', field: 'call_to_action', make: () => create(CallToActionBlockSchema) },
  estimatePromo: { label: 'Estimate offer', field: 'estimate_promo', make: () => create(EstimatePromoBlockSchema) },
  newsletter: { label: 'Newsletter sign-up', field: 'newsletter', make: () => create(NewsletterBlockSchema) },
  departmentGallery: { label: 'Department gallery', field: 'department_gallery', make: () => create(DepartmentGalleryBlockSchema, { department: 'STRUCTURAL' }) },
  leaders: { label: 'Leaders', field: 'leaders', make: () => create(LeadersBlockSchema) },
  panels: { label: 'Panels', field: 'panels', make: () => create(PanelsBlockSchema) },
  portalFeatures: { label: 'Portal features', field: 'portal_features', make: () => create(PortalFeaturesBlockSchema) },
  table: { label: 'Table', field: 'table', make: () => create(TableBlockSchema) },
  columns: { label: 'Columns of lists', field: 'columns', make: () => create(ColumnsBlockSchema) },
};

export const bodyCases = Object.keys(blockTypes) as BodyCase[];

// A block's id: stable within its page while it moves; any short token will do.
export function newBlockId(): string {
  return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function newBlock(kind: BodyCase): Block {
  return create(BlockSchema, { id: newBlockId(), body: { case: kind, value: blockTypes[kind].make() } as Block['body'] });
}

// blockLabel names a block for staff: its type, and its heading when it has one.
export function blockLabel(block: Block, at: number): string {
  const type = block.body.case ? blockTypes[block.body.case].label : 'Empty block';
  return `Block ${at + 1}: ${type}${block.heading ? ` — ${block.heading}` : ''}`;
}

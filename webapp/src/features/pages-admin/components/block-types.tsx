import { create } from '@bufbuild/protobuf';
import type { ReactNode } from 'react';
import { ListSection } from '../../../components/form/record-fields';
import {
  BlockSchema,
  CallToActionBlockSchema,
  CardSchema,
  ClientLogoSchema,
  ClientsBlockSchema,
  ColumnSchema,
  CredentialSchema,
  FactSchema,
  LeaderSchema,
  PanelSchema,
  TableRowSchema,
  TestimonialSchema,
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
import { Actions, Check, StyleSelect } from './block-field-parts';
import { ImageInput, RichText, StringList, Text } from './editor-fields';

export type BodyCase = NonNullable<Block['body']['case']>;

type Body = NonNullable<Block['body']>;
export type BodyValue<K extends BodyCase> = Extract<Body, { case: K }>['value'];

export type FieldsProps<K extends BodyCase> = {
  v: BodyValue<K>;
  // The body's violation path ("blocks[3].image"); every field names its own under it.
  path: string;
  errors: Record<string, string>;
  // set replaces some fields of the body, keeping its type.
  set: (change: Partial<BodyValue<K>>) => void;
};

type BlockType<K extends BodyCase> = {
  // What staff pick in the type picker and see on a block's frame.
  label: string;
  // The oneof field's proto name: the server's field violations are named by it
  // ("blocks[3].image.alt").
  field: string;
  // A new block's body, empty.
  make: () => BodyValue<K>;
  // The form of the body.
  Fields: (props: FieldsProps<K>) => ReactNode;
};

// A sample item's box (the demo's): the page tags it, so no visitor takes it for real.
const demoLabel = 'Demo content (tagged as such on the page)';

// Every block type of gusset.site.v1.Block's body, in the order the picker offers them: the
// one registration of a type in the editor (the page's view has its own, in
// src/components/blocks/block-view.tsx). Typed on the generated body's cases, so a type
// added to the proto without an entry fails the type check.
export const blockTypes: { [K in BodyCase]: BlockType<K> } = {
  richText: {
    label: 'Rich text',
    field: 'rich_text',
    make: () => create(RichTextBlockSchema),
    Fields: ({ v, path, set, errors }) => (
      <>
        <RichText label="Text" field={`${path}.html`} html={v.html} onChange={(html) => set({ html })} />
        <Text label="At-a-glance list's name" field={`${path}.facts_label`} value={v.factsLabel} onChange={(factsLabel) => set({ factsLabel })} hint='Read out to screen readers, e.g. "At a glance".' />
        <ListSection title="At a glance" item="Fact" field={`${path}.facts`} rows={v.facts} errors={errors} empty={() => create(FactSchema)} onChange={(facts) => set({ facts })} movable level={4}>
          {(fact, at, change) => (
            <>
              <Text label="Bold lead" field={`${path}.facts[${at}].lead`} value={fact.lead} onChange={(lead) => change({ lead })} hint="e.g. 20+ years" />
              <Text label="Text" field={`${path}.facts[${at}].text`} value={fact.text} onChange={(text) => change({ text })} />
            </>
          )}
        </ListSection>
      </>
    ),
  },
  cards: {
    label: 'Cards',
    field: 'cards',
    make: () => create(CardsBlockSchema),
    Fields: ({ v, path, set, errors }) => (
      <>
        <Text label="Layout variant" field={`${path}.variant`} value={v.variant} onChange={(variant) => set({ variant })} hint='Empty for the plain grid; "model-cards" or "resources-cards".' />
        <ListSection title="Cards" item="Card" field={`${path}.cards`} rows={v.cards} errors={errors} empty={() => create(CardSchema)} onChange={(cards) => set({ cards })} movable level={4}>
          {(card, at, change) => (
            <>
              <Text label="Title" field={`${path}.cards[${at}].title`} value={card.title} onChange={(title) => change({ title })} />
              <Text label="Text" field={`${path}.cards[${at}].body`} value={card.body} onChange={(body) => change({ body })} multiline />
              <Text label="Icon" field={`${path}.cards[${at}].icon`} value={card.icon} onChange={(icon) => change({ icon })} hint="A name of the site's icon set, or empty." />
              <Text label="Links to" field={`${path}.cards[${at}].link`} value={card.link} onChange={(link) => change({ link })} hint="A path on this site, or empty." />
              <Check label="Two columns wide" checked={card.featured} onChange={(featured) => change({ featured })} />
              <StringList title="Checked points" item="Point" field={`${path}.cards[${at}].points`} items={card.points} onChange={(points) => change({ points })} />
            </>
          )}
        </ListSection>
      </>
    ),
  },
  list: {
    label: 'List',
    field: 'list',
    make: () => create(ListBlockSchema),
    Fields: ({ v, path, set }) => (
      <>
        <StyleSelect field={`${path}.style`} value={v.style} onChange={(style) => set({ style })} />
        <StringList title="Items" item="Item" field={`${path}.items`} items={v.items} onChange={(items) => set({ items })} />
      </>
    ),
  },
  image: {
    label: 'Image',
    field: 'image',
    make: () => create(ImageBlockSchema),
    Fields: ({ v, path, set }) => (
      <>
        <ImageInput
          label="Image"
          field={`${path}.src`}
          src={v.src}
          onSrc={(src) => set({ src })}
          onUploaded={(image) => set(image)}
          alt={{ field: `${path}.alt`, value: v.alt, onChange: (alt) => set({ alt }) }}
        />
        <Text label="Caption" field={`${path}.caption`} value={v.caption} onChange={(caption) => set({ caption })} />
      </>
    ),
  },
  callToAction: {
    label: 'Call to action',
    field: 'call_to_action',
    make: () => create(CallToActionBlockSchema),
    Fields: ({ v, path, set }) => (
      <>
        <Text label="Text" field={`${path}.text`} value={v.text} onChange={(text) => set({ text })} multiline />
        <Actions field={`${path}.actions`} actions={v.actions} onChange={(actions) => set({ actions })} />
      </>
    ),
  },
  estimatePromo: {
    label: 'Estimate offer',
    field: 'estimate_promo',
    make: () => create(EstimatePromoBlockSchema),
    Fields: ({ v, path, set }) => (
      <>
        <Text label="Offer heading" field={`${path}.heading`} value={v.heading} onChange={(heading) => set({ heading })} hint="Empty takes the built-in one." />
        <Text label="Offer text" field={`${path}.text`} value={v.text} onChange={(text) => set({ text })} multiline hint="Empty takes the built-in one." />
        <Text label="Service chosen in the request" field={`${path}.service`} value={v.service} onChange={(service) => set({ service })} hint="A service page's slug, or empty." />
      </>
    ),
  },
  newsletter: {
    label: 'Newsletter sign-up',
    field: 'newsletter',
    make: () => create(NewsletterBlockSchema),
    Fields: () => <p className="muted">The newsletter sign-up form. Nothing to fill in.</p>,
  },
  departmentGallery: {
    label: 'Department gallery',
    field: 'department_gallery',
    make: () => create(DepartmentGalleryBlockSchema, { department: 'STRUCTURAL' }),
    Fields: ({ v, path, set, errors }) => (
      <div className="field">
        <label>
          Department
          <select value={v.department} onChange={(e) => set({ department: e.target.value })} aria-invalid={errors[`${path}.department`] ? true : undefined}>
            <option value="STRUCTURAL">Structural</option>
            <option value="PEMB">PEMB</option>
            <option value="ESTIMATION">Estimation</option>
          </select>
        </label>
        {errors[`${path}.department`] && <p className="record-fields__error">{errors[`${path}.department`]}</p>}
      </div>
    ),
  },
  leaders: {
    label: 'Leaders',
    field: 'leaders',
    make: () => create(LeadersBlockSchema),
    Fields: ({ v, path, set, errors }) => (
      <ListSection title="Leaders" item="Leader" field={`${path}.leaders`} rows={v.leaders} errors={errors} empty={() => create(LeaderSchema)} onChange={(leaders) => set({ leaders })} movable level={4}>
        {(leader, at, change) => (
          <>
            <Text label="Name" field={`${path}.leaders[${at}].name`} value={leader.name} onChange={(name) => change({ name })} />
            <Text label="Designation" field={`${path}.leaders[${at}].designation`} value={leader.designation} onChange={(designation) => change({ designation })} />
            <ImageInput label="Portrait" field={`${path}.leaders[${at}].image`} src={leader.image} onSrc={(image) => change({ image })} onUploaded={({ src }) => change({ image: src })} />
            <Text label="Profile elsewhere" field={`${path}.leaders[${at}].profile_url`} value={leader.profileUrl} onChange={(profileUrl) => change({ profileUrl })} type="url" hint="A full https:// address, or empty." />
            <StringList title="Biography" item="Paragraph" field={`${path}.leaders[${at}].paragraphs`} items={leader.paragraphs} onChange={(paragraphs) => change({ paragraphs })} multiline />
          </>
        )}
      </ListSection>
    ),
  },
  panels: {
    label: 'Panels',
    field: 'panels',
    make: () => create(PanelsBlockSchema),
    Fields: ({ v, path, set, errors }) => (
      <>
        <Text label="Layout variant" field={`${path}.variant`} value={v.variant} onChange={(variant) => set({ variant })} hint="Empty for the plain panels." />
        <ListSection title="Panels" item="Panel" field={`${path}.panels`} rows={v.panels} errors={errors} empty={() => create(PanelSchema)} onChange={(panels) => set({ panels })} movable level={4}>
          {(panel, at, change) => (
            <>
              <Text label="Title" field={`${path}.panels[${at}].title`} value={panel.title} onChange={(title) => change({ title })} />
              <Text label="Text" field={`${path}.panels[${at}].text`} value={panel.text} onChange={(text) => change({ text })} multiline />
              <Text label="Icon" field={`${path}.panels[${at}].icon`} value={panel.icon} onChange={(icon) => change({ icon })} />
            </>
          )}
        </ListSection>
      </>
    ),
  },
  portalFeatures: {
    label: 'Portal features',
    field: 'portal_features',
    make: () => create(PortalFeaturesBlockSchema),
    Fields: () => <p className="muted">The project portal's feature list. Nothing to fill in.</p>,
  },
  table: {
    label: 'Table',
    field: 'table',
    make: () => create(TableBlockSchema),
    Fields: ({ v, path, set, errors }) => (
      <>
        <Text label="Caption" field={`${path}.caption`} value={v.caption} onChange={(caption) => set({ caption })} />
        <StringList title="Column names" item="Column" field={`${path}.columns`} items={v.columns} onChange={(columns) => set({ columns })} />
        <ListSection title="Rows" item="Row" field={`${path}.rows`} rows={v.rows} errors={errors} empty={() => create(TableRowSchema, { cells: v.columns.map(() => '') })} onChange={(rows) => set({ rows })} movable level={4}>
          {(row, at, change) =>
            v.columns.map((name, c) => (
              <Text
                key={c}
                label={name || `Cell ${c + 1}`}
                field={`${path}.rows[${at}].cells[${c}]`}
                value={row.cells[c] ?? ''}
                onChange={(cell) => change({ cells: v.columns.map((_, i) => (i === c ? cell : (row.cells[i] ?? ''))) })}
              />
            ))
          }
        </ListSection>
      </>
    ),
  },
  columns: {
    label: 'Columns of lists',
    field: 'columns',
    make: () => create(ColumnsBlockSchema),
    Fields: ({ v, path, set, errors }) => (
      <ListSection title="Columns" item="Column" field={`${path}.columns`} rows={v.columns} errors={errors} empty={() => create(ColumnSchema)} onChange={(columns) => set({ columns })} movable level={4}>
        {(column, at, change) => (
          <>
            <Text label="Heading" field={`${path}.columns[${at}].heading`} value={column.heading} onChange={(heading) => change({ heading })} />
            <StyleSelect field={`${path}.columns[${at}].style`} value={column.style} onChange={(style) => change({ style })} />
            <StringList title="Items" item="Item" field={`${path}.columns[${at}].items`} items={column.items} onChange={(items) => change({ items })} />
          </>
        )}
      </ListSection>
    ),
  },
  clients: {
    label: 'Clients and credentials',
    field: 'clients',
    make: () => create(ClientsBlockSchema),
    Fields: ({ v, path, set, errors }) => (
      <>
        <ListSection title="Client logos" item="Logo" field={`${path}.logos`} rows={v.logos} errors={errors} empty={() => create(ClientLogoSchema)} onChange={(logos) => set({ logos })} movable level={4}>
          {(logo, at, change) => (
            <>
              <ImageInput
                label="Logo"
                field={`${path}.logos[${at}].image`}
                src={logo.image}
                onSrc={(image) => change({ image })}
                onUploaded={({ src, width, height }) => change({ image: src, width, height })}
                alt={{ field: `${path}.logos[${at}].alt`, value: logo.alt, onChange: (alt) => change({ alt }) }}
              />
              <Text label="Links to" field={`${path}.logos[${at}].link`} value={logo.link} onChange={(link) => change({ link })} hint="The client's site (https://…) or a path on this site, or empty." />
              <Check label={demoLabel} checked={logo.demo} onChange={(demo) => change({ demo })} />
            </>
          )}
        </ListSection>
        <ListSection title="Testimonials" item="Testimonial" field={`${path}.testimonials`} rows={v.testimonials} errors={errors} empty={() => create(TestimonialSchema)} onChange={(testimonials) => set({ testimonials })} movable level={4}>
          {(quote, at, change) => (
            <>
              <Text label="Quote" field={`${path}.testimonials[${at}].quote`} value={quote.quote} onChange={(text) => change({ quote: text })} multiline />
              <Text label="Name" field={`${path}.testimonials[${at}].name`} value={quote.name} onChange={(name) => change({ name })} />
              <Text label="Role" field={`${path}.testimonials[${at}].role`} value={quote.role} onChange={(role) => change({ role })} hint="e.g. Project Manager, or empty." />
              <Text label="Company" field={`${path}.testimonials[${at}].company`} value={quote.company} onChange={(company) => change({ company })} />
              <Check label={demoLabel} checked={quote.demo} onChange={(demo) => change({ demo })} />
            </>
          )}
        </ListSection>
        <ListSection title="Memberships and certifications" item="Credential" field={`${path}.credentials`} rows={v.credentials} errors={errors} empty={() => create(CredentialSchema)} onChange={(credentials) => set({ credentials })} movable level={4}>
          {(credential, at, change) => (
            <>
              <Text label="Name" field={`${path}.credentials[${at}].name`} value={credential.name} onChange={(name) => change({ name })} hint="e.g. AISC Associate Member" />
              <Text label="Issuer" field={`${path}.credentials[${at}].issuer`} value={credential.issuer} onChange={(issuer) => change({ issuer })} hint="e.g. American Institute of Steel Construction" />
              <Text label="Number" field={`${path}.credentials[${at}].number`} value={credential.number} onChange={(number) => change({ number })} hint="A membership or certificate number, or empty." />
              <ImageInput
                label="Badge"
                field={`${path}.credentials[${at}].badge`}
                src={credential.badge}
                onSrc={(badge) => change({ badge })}
                onUploaded={({ src, width, height }) => change({ badge: src, badgeWidth: width, badgeHeight: height })}
                alt={{ field: `${path}.credentials[${at}].badge_alt`, value: credential.badgeAlt, onChange: (badgeAlt) => change({ badgeAlt }) }}
              />
              <Check label={demoLabel} checked={credential.demo} onChange={(demo) => change({ demo })} />
            </>
          )}
        </ListSection>
      </>
    ),
  },
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

import { create } from '@bufbuild/protobuf';
import { ListSection } from '../../../components/form/record-fields';
import {
  ActionSchema,
  CardSchema,
  ColumnSchema,
  FactSchema,
  LeaderSchema,
  ListStyle,
  PanelSchema,
  TableRowSchema,
  type Action,
  type Block,
} from '../../../gen/gusset/site/v1/page_content_pb';
import { ImageInput, RichText, StringList, Text } from './editor-fields';
import { useErrors } from './errors-context';

type Body = NonNullable<Block['body']>;
type Props = { body: Body; path: string; onChange: (body: Body) => void };

// BlockBodyFields is the form of one block's body, by its type. path is the body's
// violation path ("blocks[3].image"); every field below names its own under it.
export function BlockBodyFields({ body, path, onChange }: Props) {
  const errors = useErrors();
  // set replaces some fields of the body's value, keeping its type.
  const set = <V,>(value: V, change: Partial<V>) => onChange({ case: body.case, value: { ...value, ...change } } as unknown as Body);
  switch (body.case) {
    case 'richText': {
      const v = body.value;
      return (
        <>
          <RichText label="Text" field={`${path}.html`} html={v.html} onChange={(html) => set(v, { html })} />
          <Text label="At-a-glance list's name" field={`${path}.facts_label`} value={v.factsLabel} onChange={(factsLabel) => set(v, { factsLabel })} hint='Read out to screen readers, e.g. "At a glance".' />
          <ListSection title="At a glance" item="Fact" field={`${path}.facts`} rows={v.facts} errors={errors} empty={() => create(FactSchema)} onChange={(facts) => set(v, { facts })} movable level={4}>
            {(fact, at, change) => (
              <>
                <Text label="Bold lead" field={`${path}.facts[${at}].lead`} value={fact.lead} onChange={(lead) => change({ lead })} hint="e.g. 20+ years" />
                <Text label="Text" field={`${path}.facts[${at}].text`} value={fact.text} onChange={(text) => change({ text })} />
              </>
            )}
          </ListSection>
        </>
      );
    }
    case 'cards': {
      const v = body.value;
      return (
        <>
          <Text label="Layout variant" field={`${path}.variant`} value={v.variant} onChange={(variant) => set(v, { variant })} hint='Empty for the plain grid; "model-cards" or "resources-cards".' />
          <ListSection title="Cards" item="Card" field={`${path}.cards`} rows={v.cards} errors={errors} empty={() => create(CardSchema)} onChange={(cards) => set(v, { cards })} movable level={4}>
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
      );
    }
    case 'list': {
      const v = body.value;
      return (
        <>
          <StyleSelect field={`${path}.style`} value={v.style} onChange={(style) => set(v, { style })} />
          <StringList title="Items" item="Item" field={`${path}.items`} items={v.items} onChange={(items) => set(v, { items })} />
        </>
      );
    }
    case 'image': {
      const v = body.value;
      return (
        <>
          <ImageInput
            label="Image"
            field={`${path}.src`}
            src={v.src}
            onSrc={(src) => set(v, { src })}
            onUploaded={(image) => set(v, image)}
            alt={{ field: `${path}.alt`, value: v.alt, onChange: (alt) => set(v, { alt }) }}
          />
          <Text label="Caption" field={`${path}.caption`} value={v.caption} onChange={(caption) => set(v, { caption })} />
        </>
      );
    }
    case 'callToAction': {
      const v = body.value;
      return (
        <>
          <Text label="Text" field={`${path}.text`} value={v.text} onChange={(text) => set(v, { text })} multiline />
          <Actions field={`${path}.actions`} actions={v.actions} onChange={(actions) => set(v, { actions })} />
        </>
      );
    }
    case 'estimatePromo': {
      const v = body.value;
      return (
        <>
          <Text label="Offer heading" field={`${path}.heading`} value={v.heading} onChange={(heading) => set(v, { heading })} hint="Empty takes the built-in one." />
          <Text label="Offer text" field={`${path}.text`} value={v.text} onChange={(text) => set(v, { text })} multiline hint="Empty takes the built-in one." />
          <Text label="Service chosen in the request" field={`${path}.service`} value={v.service} onChange={(service) => set(v, { service })} hint="A service page's slug, or empty." />
        </>
      );
    }
    case 'departmentGallery': {
      const v = body.value;
      return (
        <div className="field">
          <label>
            Department
            <select value={v.department} onChange={(e) => set(v, { department: e.target.value })} aria-invalid={errors[`${path}.department`] ? true : undefined}>
              <option value="STRUCTURAL">Structural</option>
              <option value="PEMB">PEMB</option>
              <option value="ESTIMATION">Estimation</option>
            </select>
          </label>
          {errors[`${path}.department`] && <p className="record-fields__error">{errors[`${path}.department`]}</p>}
        </div>
      );
    }
    case 'leaders': {
      const v = body.value;
      return (
        <ListSection title="Leaders" item="Leader" field={`${path}.leaders`} rows={v.leaders} errors={errors} empty={() => create(LeaderSchema)} onChange={(leaders) => set(v, { leaders })} movable level={4}>
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
      );
    }
    case 'panels': {
      const v = body.value;
      return (
        <>
          <Text label="Layout variant" field={`${path}.variant`} value={v.variant} onChange={(variant) => set(v, { variant })} hint="Empty for the plain panels." />
          <ListSection title="Panels" item="Panel" field={`${path}.panels`} rows={v.panels} errors={errors} empty={() => create(PanelSchema)} onChange={(panels) => set(v, { panels })} movable level={4}>
            {(panel, at, change) => (
              <>
                <Text label="Title" field={`${path}.panels[${at}].title`} value={panel.title} onChange={(title) => change({ title })} />
                <Text label="Text" field={`${path}.panels[${at}].text`} value={panel.text} onChange={(text) => change({ text })} multiline />
                <Text label="Icon" field={`${path}.panels[${at}].icon`} value={panel.icon} onChange={(icon) => change({ icon })} />
              </>
            )}
          </ListSection>
        </>
      );
    }
    case 'table': {
      const v = body.value;
      return (
        <>
          <Text label="Caption" field={`${path}.caption`} value={v.caption} onChange={(caption) => set(v, { caption })} />
          <StringList title="Column names" item="Column" field={`${path}.columns`} items={v.columns} onChange={(columns) => set(v, { columns })} />
          <ListSection title="Rows" item="Row" field={`${path}.rows`} rows={v.rows} errors={errors} empty={() => create(TableRowSchema, { cells: v.columns.map(() => '') })} onChange={(rows) => set(v, { rows })} movable level={4}>
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
      );
    }
    case 'columns': {
      const v = body.value;
      return (
        <ListSection title="Columns" item="Column" field={`${path}.columns`} rows={v.columns} errors={errors} empty={() => create(ColumnSchema)} onChange={(columns) => set(v, { columns })} movable level={4}>
          {(column, at, change) => (
            <>
              <Text label="Heading" field={`${path}.columns[${at}].heading`} value={column.heading} onChange={(heading) => change({ heading })} />
              <StyleSelect field={`${path}.columns[${at}].style`} value={column.style} onChange={(style) => change({ style })} />
              <StringList title="Items" item="Item" field={`${path}.columns[${at}].items`} items={column.items} onChange={(items) => change({ items })} />
            </>
          )}
        </ListSection>
      );
    }
    case 'newsletter':
      return <p className="muted">The newsletter sign-up form. Nothing to fill in.</p>;
    case 'portalFeatures':
      return <p className="muted">The project portal's feature list. Nothing to fill in.</p>;
    default:
      return null;
  }
}

// Actions edits a block's buttons (also the banner's one, through ActionFields).
export function Actions({ field, actions, onChange }: { field: string; actions: Action[]; onChange: (actions: Action[]) => void }) {
  const errors = useErrors();
  return (
    <ListSection title="Buttons" item="Button" field={field} rows={actions} errors={errors} empty={() => create(ActionSchema)} onChange={onChange} movable level={4}>
      {(action, at, change) => <ActionFields field={`${field}[${at}]`} action={action} onChange={change} />}
    </ListSection>
  );
}

export function ActionFields({ field, action, onChange }: { field: string; action: Action; onChange: (change: Partial<Action>) => void }) {
  return (
    <>
      <Text label="Button label" field={`${field}.label`} value={action.label} onChange={(label) => onChange({ label })} />
      <Text
        label="Button link"
        field={`${field}.href`}
        value={action.href}
        onChange={(href) => onChange({ href })}
        hint='A path on this site (/estimate), a full address, mailto: or tel:, or {portal} or {sales}.'
      />
      <Check label="Main button (filled)" checked={action.primary} onChange={(primary) => onChange({ primary })} />
    </>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="page-editor__check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

const styles: [ListStyle, string][] = [
  [ListStyle.UNSPECIFIED, 'Checked items, one column'],
  [ListStyle.COLUMNS, 'Checked items in columns'],
  [ListStyle.TAGS, 'Small tags in a row'],
];

function StyleSelect({ field, value, onChange }: { field: string; value: ListStyle; onChange: (style: ListStyle) => void }) {
  const error = useErrors()[field];
  return (
    <div className="field">
      <label>
        Drawn as
        <select value={value} onChange={(e) => onChange(Number(e.target.value) as ListStyle)} aria-invalid={error ? true : undefined}>
          {styles.map(([style, name]) => (
            <option key={style} value={style}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {error && <p className="record-fields__error">{error}</p>}
    </div>
  );
}

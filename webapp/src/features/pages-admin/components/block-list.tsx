import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SortableList, type SortableRow } from '../../../components/admin/sortable-list';
import { Tone, type Block } from '../../../gen/gusset/site/v1/page_content_pb';
import { BlockBodyFields } from './block-body-fields';
import { blockLabel, blockTypes, bodyCases, newBlock, type BodyCase } from './block-types';
import { RichText, Text } from './editor-fields';
import { useErrors } from './errors-context';

type Props = {
  blocks: Block[];
  onChange: (blocks: Block[]) => void;
  // Bumped when the whole content is replaced (a restore, theirs loaded): the rich-text
  // editors start again from the new HTML.
  generation: number;
};

// BlockList is the page's blocks in their order: each can be dragged (pointer, touch, or
// the keyboard: Space on its handle, the arrow keys, Space again), moved with buttons or
// removed; a type picker adds a new one at the end.
export function BlockList({ blocks, onChange, generation }: Props) {
  return (
    <section className="page-editor__blocks" aria-label="Blocks">
      <h2 className="record-fields__heading">Blocks</h2>
      {blocks.length === 0 && <p className="muted">This page has no blocks yet.</p>}
      <SortableList
        items={blocks}
        idOf={(b) => b.id}
        nameOf={blockLabel}
        noun="block"
        onReorder={onChange}
        handleClassName="button page-editor__icon"
        generation={generation}
        list={(rows) => <ol className="page-editor__block-list">{rows}</ol>}
        row={(block, at, sortable) => (
          <BlockItem
            block={block}
            at={at}
            sortable={sortable}
            onChange={(next) => onChange(blocks.map((b, i) => (i === at ? next : b)))}
            onRemove={() => onChange(blocks.filter((_, i) => i !== at))}
          />
        )}
      />
      <AddBlock onAdd={(kind) => onChange([...blocks, newBlock(kind)])} />
    </section>
  );
}

function AddBlock({ onAdd }: { onAdd: (kind: BodyCase) => void }) {
  const [kind, setKind] = useState<BodyCase>('richText');
  const id = useId();
  return (
    <div className="page-editor__add">
      <div className="field">
        <label htmlFor={id}>New block's type</label>
        <select id={id} value={kind} onChange={(e) => setKind(e.target.value as BodyCase)}>
          {bodyCases.map((c) => (
            <option key={c} value={c}>
              {blockTypes[c].label}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" onClick={() => onAdd(kind)}>
        <Plus aria-hidden="true" size={18} /> Add block
      </button>
    </div>
  );
}

type BlockProps = {
  block: Block;
  at: number;
  sortable: SortableRow;
  onChange: (block: Block) => void;
  onRemove: () => void;
};

function BlockItem({ block, at, sortable, onChange, onRemove }: BlockProps) {
  const { ref, style, isDragging, handle, first, last, move } = sortable;
  const name = blockLabel(block, at);
  const path = `blocks[${at}]`;
  const headingId = useId();
  const set = (change: Partial<Block>) => onChange({ ...block, ...change });
  const errors = useErrors();
  // What the server says of the block as a whole, or of its body as a whole ("needs text").
  const bodyPath = block.body.case ? `${path}.${blockTypes[block.body.case].field}` : '';
  const whole = [errors[path], errors[`${path}.id`], bodyPath && errors[bodyPath]].filter(Boolean);
  return (
    <li
      ref={ref}
      style={style}
      className={`page-editor__block${isDragging ? ' page-editor__block--dragging' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="page-editor__block-bar">
        {handle}
        <h3 id={headingId} className="page-editor__block-name">
          {name}
        </h3>
        <span className="page-editor__block-actions">
          <button type="button" className="button page-editor__icon" onClick={() => move(-1)} disabled={first} aria-label={`Move ${name} up`} title="Move up">
            <ArrowUp aria-hidden="true" size={20} />
          </button>
          <button type="button" className="button page-editor__icon" onClick={() => move(1)} disabled={last} aria-label={`Move ${name} down`} title="Move down">
            <ArrowDown aria-hidden="true" size={20} />
          </button>
          <button type="button" className="button page-editor__icon button--danger" onClick={onRemove} aria-label={`Remove ${name}`} title="Remove">
            <Trash2 aria-hidden="true" size={20} />
          </button>
        </span>
      </div>
      {whole.map((message) => (
        <p key={message} className="record-fields__error">
          {message}
        </p>
      ))}
      <div className="record-fields__grid">
        <Text label="Section heading" field={`${path}.heading`} value={block.heading} onChange={(heading) => set({ heading })} hint="Empty: the block stands alone, without a heading." />
        <label className="page-editor__check">
          <input type="checkbox" checked={block.tone === Tone.TINT} onChange={(e) => set({ tone: e.target.checked ? Tone.TINT : Tone.UNSPECIFIED })} />
          Tinted background
        </label>
      </div>
      {block.heading && <RichText label="Introduction" field={`${path}.intro_html`} html={block.introHtml} onChange={(introHtml) => set({ introHtml })} />}
      {block.body.case && <BlockBodyFields body={block.body} path={bodyPath} onChange={(body) => set({ body })} />}
    </li>
  );
}

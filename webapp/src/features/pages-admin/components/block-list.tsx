import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
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
  const sensors = useSensors(
    // A press that moves less than 5 px stays a click (the buttons beside the handle).
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = blocks.map((b) => b.id);
  const nameOf = (id: UniqueIdentifier) => {
    const at = ids.indexOf(String(id));
    return at < 0 ? 'the block' : blockLabel(blocks[at], at);
  };
  const position = (id: UniqueIdentifier | undefined) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${position(over.id)}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(blocks, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <section className="page-editor__blocks" aria-label="Blocks">
      <h2 className="record-fields__heading">Blocks</h2>
      {blocks.length === 0 && <p className="muted">This page has no blocks yet.</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: 'To move a block, press Space, move it with the arrow keys and press Space again to drop it, or Escape to cancel.' },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="page-editor__block-list">
            {blocks.map((block, at) => (
              <SortableBlock
                key={`${block.id}-${generation}`}
                block={block}
                at={at}
                last={at === blocks.length - 1}
                onChange={(next) => onChange(blocks.map((b, i) => (i === at ? next : b)))}
                onMove={(by) => onChange(arrayMove(blocks, at, at + by))}
                onRemove={() => onChange(blocks.filter((_, i) => i !== at))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
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
  last: boolean;
  onChange: (block: Block) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function SortableBlock({ block, at, last, onChange, onMove, onRemove }: BlockProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
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
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`page-editor__block${isDragging ? ' page-editor__block--dragging' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="page-editor__block-bar">
        <button type="button" ref={setActivatorNodeRef} className="button page-editor__icon" {...attributes} {...listeners} aria-label={`Drag ${name}`} title="Drag to move">
          <GripVertical aria-hidden="true" size={20} />
        </button>
        <h3 id={headingId} className="page-editor__block-name">
          {name}
        </h3>
        <span className="page-editor__block-actions">
          <button type="button" className="button page-editor__icon" onClick={() => onMove(-1)} disabled={at === 0} aria-label={`Move ${name} up`} title="Move up">
            <ArrowUp aria-hidden="true" size={20} />
          </button>
          <button type="button" className="button page-editor__icon" onClick={() => onMove(1)} disabled={last} aria-label={`Move ${name} down`} title="Move down">
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

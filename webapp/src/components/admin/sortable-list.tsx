import type { CSSProperties, ReactNode, Ref } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';

// What a sortable row gets to draw itself: the ref and style of its element (the <li>),
// whether it is being dragged, its drag handle, and a way to move it by one place (for its
// Move up / Move down buttons).
export type SortableRow = {
  ref: Ref<HTMLLIElement>;
  style: CSSProperties;
  isDragging: boolean;
  handle: ReactNode;
  first: boolean;
  last: boolean;
  move: (by: -1 | 1) => void;
};

type Props<T> = {
  items: T[];
  idOf: (item: T) => string;
  // The item's name as spoken and on its handle ("Drag …").
  nameOf: (item: T, index: number) => string;
  // What an item is, for the screen reader's instructions ("To move an image, …").
  noun: string;
  onReorder: (items: T[]) => void;
  // No dragging while a change is being saved.
  disabled?: boolean;
  handleClassName: string;
  // Bumped when every row must be drawn anew (their editors started again).
  generation?: number;
  // The <ol> around the rows.
  list: (rows: ReactNode) => ReactNode;
  row: (item: T, index: number, sortable: SortableRow) => ReactNode;
};

// SortableList is the back office's one list in an order staff choose: each row is dragged
// by its handle (pointer, touch, or the keyboard: Space on the handle, the arrow keys, Space
// again, Escape to cancel) or moved by one place with its buttons, and every step of a drag
// is spoken ("Picked up …, at position 2 of 3."). It imports @dnd-kit, so only staff-only
// code may import it (the lint rules and e2e/public-budgets.test.mjs hold that).
export function SortableList<T>({ items, idOf, nameOf, noun, onReorder, disabled = false, handleClassName, generation = 0, list, row }: Props<T>) {
  const sensors = useSensors(
    // A press that moves less than 5 px stays a click (the buttons beside the handle).
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const at = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id));
  const name = (id: UniqueIdentifier) => (at(id) < 0 ? `the ${noun}` : nameOf(items[at(id)], at(id)));
  const position = (id: UniqueIdentifier | undefined) => `position ${at(id) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at ${position(over.id)}.` : `${name(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, at(active.id), at(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: `To move ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}, press Space, move it with the arrow keys and press Space again to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {list(
          items.map((item, index) => (
            <SortableItem
              key={`${ids[index]}-${generation}`}
              id={ids[index]}
              name={nameOf(item, index)}
              disabled={disabled}
              handleClassName={handleClassName}
              first={index === 0}
              last={index === items.length - 1}
              move={(by) => onReorder(arrayMove(items, index, index + by))}
              draw={(sortable) => row(item, index, sortable)}
            />
          )),
        )}
      </SortableContext>
    </DndContext>
  );
}

type ItemProps = {
  id: string;
  name: string;
  disabled: boolean;
  handleClassName: string;
  first: boolean;
  last: boolean;
  move: (by: -1 | 1) => void;
  draw: (sortable: SortableRow) => ReactNode;
};

// SortableItem is a component of its own because useSortable is a hook: one per row.
function SortableItem({ id, name, disabled, handleClassName, first, last, move, draw }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = (
    <button type="button" ref={setActivatorNodeRef} className={handleClassName} {...attributes} {...listeners} aria-label={`Drag ${name}`} title="Drag to move">
      <GripVertical aria-hidden="true" size={20} />
    </button>
  );
  return draw({ ref: setNodeRef, style: { transform: CSS.Transform.toString(transform), transition }, isDragging, handle, first, last, move });
}

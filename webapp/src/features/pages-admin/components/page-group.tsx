import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useNotice } from '../../../components/notice/notice-context';
import { PageKind, type PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import { useReorderPages } from '../api/use-pages';
import { PageActions } from './page-actions';
import { PageStateBadges } from './page-state-line';

type Props = { parent: string; title: string; pages: PageState[] };

// PageGroup is the pages under one menu entry. Service pages can be put in another order:
// dragged (pointer, touch, or Space and the arrow keys on the handle) or moved with buttons.
export function PageGroup({ parent, title, pages }: Props) {
  const reorder = useReorderPages();
  const { notify } = useNotice();
  const headingId = useId();
  const movable = pages.some((p) => p.kind === PageKind.SERVICE);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const paths = pages.map((p) => p.path);
  const send = (order: string[]) =>
    reorder.mutate({ parent, paths: order }, { onSuccess: () => notify('Menu order saved', 'success'), onError: () => notify('Failed to save the order.', 'error') });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) send(arrayMove(paths, paths.indexOf(String(active.id)), paths.indexOf(String(over.id))));
  };
  const rows = pages.map((page, at) => (
    <PageRow key={page.path} page={page} movable={movable} first={at === 0} last={at === pages.length - 1} busy={reorder.isPending} onMove={(by) => send(arrayMove(paths, at, at + by))} />
  ));
  return (
    <section className="pages-admin__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="record-fields__heading">
        {title}
      </h2>
      {movable ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ screenReaderInstructions: { draggable: 'To move a page, press Space, move it with the arrow keys and press Space again to drop it, or Escape to cancel.' } }}
        >
          <SortableContext items={paths} strategy={verticalListSortingStrategy}>
            <ol className="pages-admin__list">{rows}</ol>
          </SortableContext>
        </DndContext>
      ) : (
        <ol className="pages-admin__list">{rows}</ol>
      )}
    </section>
  );
}

type RowProps = { page: PageState; movable: boolean; first: boolean; last: boolean; busy: boolean; onMove: (by: -1 | 1) => void };

function PageRow({ page, movable, first, last, busy, onMove }: RowProps) {
  return movable ? <SortableRow page={page} first={first} last={last} busy={busy} onMove={onMove} /> : <li className="pages-admin__row">{<RowBody page={page} />}</li>;
}

function SortableRow({ page, first, last, busy, onMove }: Omit<RowProps, 'movable'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: page.path, disabled: busy });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className="pages-admin__row">
      <span className="pages-admin__move">
        <button type="button" ref={setActivatorNodeRef} className="button page-editor__icon" {...attributes} {...listeners} aria-label={`Drag ${page.name}`} title="Drag to move">
          <GripVertical aria-hidden="true" size={20} />
        </button>
        <button type="button" className="button page-editor__icon" onClick={() => onMove(-1)} disabled={busy || first} aria-label={`Move ${page.name} up`} title="Move up">
          <ArrowUp aria-hidden="true" size={20} />
        </button>
        <button type="button" className="button page-editor__icon" onClick={() => onMove(1)} disabled={busy || last} aria-label={`Move ${page.name} down`} title="Move down">
          <ArrowDown aria-hidden="true" size={20} />
        </button>
      </span>
      <RowBody page={page} />
    </li>
  );
}

function RowBody({ page }: { page: PageState }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="pages-admin__body">
      <p className="pages-admin__name">
        <strong>{page.name}</strong> <code>{page.path}</code>
      </p>
      <PageStateBadges state={page} />
      <p className="pages-admin__links">
        <Link className="button" to={`/admin/pages/edit?path=${encodeURIComponent(page.path)}`}>
          Edit {page.name}
        </Link>
        <a className="button" href={page.path} target="_blank" rel="noopener">
          View {page.name}{' '}
          <span className="visually-hidden">on the site (opens in a new tab)</span>
        </a>
        <button type="button" className="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Close settings' : 'Menu settings'}{' '}
          <span className="visually-hidden">of {page.name}</span>
        </button>
      </p>
      {open && <PageActions page={page} onDone={() => setOpen(false)} />}
    </div>
  );
}

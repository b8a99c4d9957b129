import type { ReactNode } from 'react';
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
import { ArrowDown, ArrowUp, GripVertical, Star, Trash2 } from 'lucide-react';
import type { File as StoredFile } from '../../../gen/gusset/site/v1/file_pb';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';

type Props = {
  images: StoredFile[];
  busy: boolean;
  // The new order of every image's path.
  onReorder: (paths: string[]) => void;
  onCover: (image: StoredFile) => void;
  onRemove: (image: StoredFile) => void;
};

const isVideo = (file: StoredFile) => file.contentType.startsWith('video/');

export const imageName = (file: StoredFile, index: number) => file.fileName || `Image ${index + 1}`;

// The cover is the first still image: what the project's tile shows.
export const coverIndex = (images: StoredFile[]) => images.findIndex((file) => !isVideo(file));

// GalleryImageList is a project's images in their order: each can be dragged (pointer,
// touch, or the keyboard: Space on its handle, the arrow keys, Space again), moved up or
// down with buttons, made the cover or removed.
export function GalleryImageList({ images, busy, onReorder, onCover, onRemove }: Props) {
  const sensors = useSensors(
    // A press that moves less than 5 px stays a click (the buttons beside the handle).
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const paths = images.map((file) => file.path);
  const nameOf = (id: UniqueIdentifier) => {
    const index = paths.indexOf(String(id));
    return index < 0 ? 'the image' : imageName(images[index], index);
  };
  const position = (id: UniqueIdentifier | undefined) => `position ${paths.indexOf(String(id)) + 1} of ${paths.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${position(over.id)}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(paths, paths.indexOf(String(active.id)), paths.indexOf(String(over.id))));
  };
  const cover = coverIndex(images);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move an image, press Space, move it with the arrow keys and press Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={paths} strategy={verticalListSortingStrategy}>
        <ol className="gallery-images" aria-label="Images in display order">
          {images.map((file, index) => (
            <SortableImage
              key={file.path}
              file={file}
              name={imageName(file, index)}
              isCover={index === cover}
              first={index === 0}
              last={index === images.length - 1}
              busy={busy}
              onMove={(by) => onReorder(arrayMove(paths, index, index + by))}
              onCover={() => onCover(file)}
              onRemove={() => onRemove(file)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

type ItemProps = {
  file: StoredFile;
  name: string;
  isCover: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onCover: () => void;
  onRemove: () => void;
};

function SortableImage({ file, name, isCover, first, last, busy, onMove, onCover, onRemove }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: file.path,
    disabled: busy,
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`gallery-images__item${isDragging ? ' gallery-images__item--dragging' : ''}`}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="button gallery-images__handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${name}`}
        title="Drag to move"
      >
        <GripVertical aria-hidden="true" size={20} />
      </button>
      <Thumb file={file} />
      <span className="gallery-images__name">
        {name}
        {isCover && ' '}
        {isCover && <span className="gallery-admin-badge gallery-admin-badge--green gallery-images__cover">Cover</span>}
      </span>
      <span className="gallery-images__actions">
        {!isVideo(file) && !isCover && (
          <IconButton label={`Make ${name} the cover`} title="Make cover" onClick={onCover} disabled={busy} icon={<Star aria-hidden="true" size={20} />} />
        )}
        <IconButton label={`Move ${name} up`} title="Move up" onClick={() => onMove(-1)} disabled={busy || first} icon={<ArrowUp aria-hidden="true" size={20} />} />
        <IconButton label={`Move ${name} down`} title="Move down" onClick={() => onMove(1)} disabled={busy || last} icon={<ArrowDown aria-hidden="true" size={20} />} />
        <IconButton label={`Remove ${name}`} title="Remove" onClick={onRemove} disabled={busy} icon={<Trash2 aria-hidden="true" size={20} />} danger />
      </span>
    </li>
  );
}

type IconButtonProps = { label: string; title: string; onClick: () => void; disabled: boolean; icon: ReactNode; danger?: boolean };

function IconButton({ label, title, onClick, disabled, icon, danger }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`button gallery-images__action${danger ? ' gallery-images__action--danger' : ''}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={title}
      data-action={title}
    >
      {icon}
    </button>
  );
}

// Thumb is the small picture of a file: an image's smallest variant (the original until
// they are made), a video's poster or its first frame.
function Thumb({ file }: { file: StoredFile }) {
  if (!isVideo(file)) return <ResponsiveImage className="gallery-images__thumb" file={file} sizes="4rem" alt="" lazy />;
  if (file.poster) return <ResponsiveImage className="gallery-images__thumb" file={file.poster} sizes="4rem" alt="" lazy />;
  return <video className="gallery-images__thumb" src={file.path} muted preload="metadata" aria-hidden="true" />;
}

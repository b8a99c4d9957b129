import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import { SortableList, type SortableRow } from '../../../components/admin/sortable-list';
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
  const cover = coverIndex(images);
  return (
    <SortableList
      items={images}
      idOf={(file) => file.path}
      nameOf={imageName}
      noun="image"
      onReorder={(order) => onReorder(order.map((file) => file.path))}
      disabled={busy}
      handleClassName="button gallery-images__handle"
      list={(rows) => (
        <ol className="gallery-images" aria-label="Images in display order">
          {rows}
        </ol>
      )}
      row={(file, index, sortable) => (
        <ImageRow
          file={file}
          name={imageName(file, index)}
          isCover={index === cover}
          busy={busy}
          sortable={sortable}
          onCover={() => onCover(file)}
          onRemove={() => onRemove(file)}
        />
      )}
    />
  );
}

type ItemProps = {
  file: StoredFile;
  name: string;
  isCover: boolean;
  busy: boolean;
  sortable: SortableRow;
  onCover: () => void;
  onRemove: () => void;
};

function ImageRow({ file, name, isCover, busy, sortable, onCover, onRemove }: ItemProps) {
  const { ref, style, isDragging, handle, first, last, move } = sortable;
  return (
    <li ref={ref} style={style} className={`gallery-images__item${isDragging ? ' gallery-images__item--dragging' : ''}`}>
      {handle}
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
        <IconButton label={`Move ${name} up`} title="Move up" onClick={() => move(-1)} disabled={busy || first} icon={<ArrowUp aria-hidden="true" size={20} />} />
        <IconButton label={`Move ${name} down`} title="Move down" onClick={() => move(1)} disabled={busy || last} icon={<ArrowDown aria-hidden="true" size={20} />} />
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

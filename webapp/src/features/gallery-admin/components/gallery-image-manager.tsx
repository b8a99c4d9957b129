import { useId, useState } from 'react';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import { UploadProgress } from '../../../components/upload/upload-progress';
import { useUploadControl } from '../../../components/upload/use-upload-control';
import type { File as StoredFile } from '../../../gen/gusset/site/v1/file_pb';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { errorText } from '../../../lib/error-text';
import { countOf } from '../../../lib/plural';
import { isCancelled } from '../../../lib/save-error';
import { useAddGalleryImages, useRemoveGalleryImage, useReorderGalleryImages, useSetGalleryCover } from '../api/use-gallery-image-edits';
import { GalleryFilePicker } from './gallery-file-picker';
import { GalleryImageList, imageName } from './gallery-image-list';

type Props = { project: GalleryProject };

// GalleryImageManager edits a project's images one at a time, each change saved at once:
// add images or videos after the others, remove one, reorder, choose the cover. What is
// not changed keeps its file and its web variants.
export function GalleryImageManager({ project }: Props) {
  const [images, setImages] = useState<StoredFile[]>(project.images);
  const [cancelled, setCancelled] = useState(false);
  const add = useAddGalleryImages();
  const remove = useRemoveGalleryImage();
  const reorder = useReorderGalleryImages();
  const cover = useSetGalleryCover();
  const upload = useUploadControl();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const pickerId = useId();
  const busy = upload.phase !== 'idle' || remove.isPending || reorder.isPending || cover.isPending;
  const projectId = project.id;

  const stored = (next: GalleryProject | undefined) => {
    if (next) setImages(next.images);
  };
  const failed = (fallback: string) => (error: unknown) => notify(errorText(error, fallback), 'error');

  const onPick = (files: File[]) => {
    setCancelled(false);
    add.mutate(
      { projectId, files, ...upload.begin() },
      {
        onSuccess: (next) => {
          stored(next);
          notify(`${countOf(files.length, 'image')} added`, 'success');
        },
        onError: (error) => (isCancelled(error) ? setCancelled(true) : failed('The images could not be added.')(error)),
        onSettled: upload.end,
      },
    );
  };

  const onReorder = (paths: string[]) => {
    const before = images;
    // Shown at once; put back if the server refuses.
    setImages(paths.map((path) => images.find((file) => file.path === path)).filter((file): file is StoredFile => Boolean(file)));
    reorder.mutate(
      { projectId, imagePaths: paths },
      {
        onSuccess: stored,
        onError: (error) => {
          setImages(before);
          failed('The new order could not be saved.')(error);
        },
      },
    );
  };

  const onCover = (image: StoredFile) =>
    cover.mutate(
      { projectId, imagePath: image.path },
      {
        onSuccess: (next) => {
          stored(next);
          notify('Cover image updated', 'success');
        },
        onError: failed('The cover could not be changed.'),
      },
    );

  const onRemove = async (image: StoredFile) => {
    const name = imageName(image, images.indexOf(image));
    if (!(await confirm(`Remove “${name}” from this project?`, 'Its file is deleted; the other images stay as they are.', 'Remove'))) return;
    remove.mutate(
      { projectId, imagePath: image.path },
      {
        onSuccess: (next) => {
          stored(next);
          notify('Image removed', 'success');
        },
        onError: failed('The image could not be removed.'),
      },
    );
  };

  return (
    <section className="gallery-images-editor" aria-labelledby={`${pickerId}-heading`}>
      <h3 id={`${pickerId}-heading`} className="gallery-images-editor__heading">
        Images
      </h3>
      <p id={`${pickerId}-hint`} className="gallery-admin-form__hint">
        Changes to the images are saved at once. Drag an image by its handle (or use the arrows) to change the order; the first
        image is the cover.
      </p>
      <GalleryImageList
        images={images}
        busy={busy}
        onReorder={onReorder}
        onCover={onCover}
        onRemove={(image) => void onRemove(image)}
      />
      <div className="field gallery-images-editor__add">
        <label htmlFor={pickerId}>Add images</label>
        <GalleryFilePicker
          id={pickerId}
          buttonText="Choose images or videos"
          accept="image/*,video/mp4,video/webm"
          onPick={onPick}
          disabled={busy}
          describedBy={`${pickerId}-add-hint`}
        />
        <p id={`${pickerId}-add-hint`} className="gallery-admin-form__hint">
          One or several; they are added after the others.
        </p>
        {upload.phase === 'uploading' && <UploadProgress percent={upload.percent} label="Upload progress of the added images" onCancel={upload.cancel} />}
        {upload.phase === 'saving' && (
          <p className="muted" role="status">
            Adding…
          </p>
        )}
        {cancelled && <p className="muted">Upload cancelled.</p>}
      </div>
    </section>
  );
}

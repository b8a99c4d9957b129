import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { Dialog } from '../../../components/dialog/dialog';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import { UploadProgress } from '../../../components/upload/upload-progress';
import { useUploadControl } from '../../../components/upload/use-upload-control';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { fieldErrors, isCancelled } from '../../../lib/save-error';
import type { GalleryProjectValues } from '../api/gallery-project-values';
import { useDeleteGalleryProject } from '../api/use-delete-gallery-project';
import { useUpdateGalleryProject } from '../api/use-update-gallery-project';
import { fillRequiredMessage, missingRequired, otherTypeError, valuesOf, withChange } from './gallery-form-rules';
import { GalleryProjectFields } from './gallery-project-fields';
import { GalleryThumbnails } from './gallery-thumbnails';
import { useObjectUrls } from './use-object-urls';
import './gallery-admin.css';
import { confirmMoveToTrash } from '../../../lib/trash-wording';
import { TrashKind } from '../../../gen/gusset/admin/v1/trash_pb';

type Props = { project: GalleryProject; onClose: () => void };

// Mounted only while open, so closing it drops the form, the chosen images and their
// preview URLs.
export function GalleryEditDialog({ project, onClose }: Props) {
  const update = useUpdateGalleryProject();
  const remove = useDeleteGalleryProject();
  const upload = useUploadControl();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const pickerId = useId();
  const [values, setValues] = useState<GalleryProjectValues>(() => valuesOf(project));
  const [files, setFiles] = useState<File[]>([]);
  const previews = useObjectUrls(files);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancelled, setCancelled] = useState(false);
  const busy = upload.phase !== 'idle' || remove.isPending;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    // A new choice replaces the previous one, as the new images replace the current ones.
    setFiles(Array.from(event.target.files ?? []));
    setErrors(({ image_upload_ids: _, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missingRequired(values)) {
      notify(fillRequiredMessage, 'error');
      return;
    }
    const found = otherTypeError(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setCancelled(false);
    update.mutate(
      { id: project.id, values, files, ...upload.begin() },
      {
        onSuccess: () => {
          notify('Gallery project updated successfully', 'success');
          onClose();
        },
        onError: (error) => {
          if (isCancelled(error)) {
            setCancelled(true);
            return;
          }
          const fields = fieldErrors(error, 'image_upload_ids');
          if (Object.keys(fields).length > 0) setErrors(fields);
          else notify('Something went wrong while updating the gallery project.', 'error');
        },
        onSettled: upload.end,
      },
    );
  };

  const onDelete = async () => {
    if (!(await confirmMoveToTrash(confirm, TrashKind.GALLERY_PROJECT))) return;
    remove.mutate(project.id, {
      onSuccess: () => {
        notify('Gallery project deleted successfully', 'success');
        onClose();
      },
      onError: () => notify('Something went wrong while deleting the gallery project.', 'error'),
    });
  };

  const onCancel = () => {
    upload.cancel();
    onClose();
  };

  const current = project.images.map((image, index) => ({
    src: image.path,
    name: image.fileName || `Image ${index + 1}`,
    isVideo: image.contentType.startsWith('video/'),
  }));
  const chosen = files.map((file, index) => ({ src: previews[index] ?? '', name: file.name, isVideo: false })).filter((item) => item.src);

  return (
    <Dialog open title={`Edit Gallery: ${project.title}`} onClose={onClose} locked={busy} className="gallery-admin-dialog">
      <form className="gallery-admin-form" onSubmit={onSubmit} noValidate>
        <GalleryProjectFields values={values} onChange={(change) => setValues((v) => withChange(v, change))} errors={errors} disabled={busy} />
        <div className="field">
          <label htmlFor={pickerId}>Replace images</label>
          <GalleryThumbnails label="Current images" items={current} />
          <input
            id={pickerId}
            type="file"
            multiple
            accept="image/*"
            onChange={onPick}
            disabled={busy}
            aria-invalid={errors.image_upload_ids ? true : undefined}
            aria-describedby={`${pickerId}-hint${errors.image_upload_ids ? ` ${pickerId}-error` : ''}`}
          />
          <p id={`${pickerId}-hint`} className="gallery-admin-form__hint">
            {files.length === 0 ? 'Choose new images to replace the current ones.' : `${files.length} selected`}
          </p>
          <FieldError id={`${pickerId}-error`} message={errors.image_upload_ids} />
          <GalleryThumbnails label="New images" items={chosen} />
          {upload.phase === 'uploading' && files.length > 0 && (
            <UploadProgress percent={upload.percent} label="Upload progress of the selected images" onCancel={upload.cancel} />
          )}
          {cancelled && <p className="muted">Upload cancelled.</p>}
        </div>
        <div className="dialog__actions gallery-admin-form__actions">
          <button type="button" className="button button--danger gallery-admin-form__delete" onClick={() => void onDelete()} disabled={busy}>
            Delete Project
          </button>
          <button type="button" className="button" onClick={onCancel} disabled={upload.phase === 'saving' || remove.isPending}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            Update Project
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { Dialog } from '../../../components/dialog/dialog';
import { useNotice } from '../../../components/notice/notice-context';
import type { GalleryProject } from '../../../gen/gusset/site/v1/gallery_pb';
import { fieldErrors } from '../../../lib/save-error';
import type { GalleryProjectValues } from '../api/gallery-project-values';
import { useDeleteGalleryProject } from '../api/use-delete-gallery-project';
import { useUpdateGalleryProject } from '../api/use-update-gallery-project';
import { fillRequiredMessage, missingRequired, otherTypeError, valuesOf, withChange } from './gallery-form-rules';
import { GalleryProjectFields } from './gallery-project-fields';
import { GalleryImageManager } from './gallery-image-manager';
import './gallery-admin.css';
import { confirmMoveToTrash } from '../../../lib/trash-wording';
import { TrashKind } from '../../../gen/gusset/admin/v1/trash_pb';

type Props = { project: GalleryProject; onClose: () => void };

// Mounted only while open, so closing it drops the form. The fields are saved by Update
// Project; the images are edited one by one below them, each change saved at once.
export function GalleryEditDialog({ project, onClose }: Props) {
  const update = useUpdateGalleryProject();
  const remove = useDeleteGalleryProject();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [values, setValues] = useState<GalleryProjectValues>(() => valuesOf(project));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = update.isPending || remove.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missingRequired(values)) {
      notify(fillRequiredMessage, 'error');
      return;
    }
    const found = otherTypeError(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { id: project.id, values },
      {
        onSuccess: () => {
          notify('Gallery project updated successfully', 'success');
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrors(error, 'image_upload_ids');
          if (Object.keys(fields).length > 0) setErrors(fields);
          else notify('Something went wrong while updating the gallery project.', 'error');
        },
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


  return (
    <Dialog open title={`Edit Gallery: ${project.title}`} onClose={onClose} locked={busy} className="gallery-admin-dialog">
      <form className="gallery-admin-form" onSubmit={onSubmit} noValidate>
        <GalleryProjectFields values={values} onChange={(change) => setValues((v) => withChange(v, change))} errors={errors} disabled={busy} />
        <GalleryImageManager project={project} />
        <div className="dialog__actions gallery-admin-form__actions">
          <button type="button" className="button button--danger gallery-admin-form__delete" onClick={() => void onDelete()} disabled={busy}>
            Delete Project
          </button>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
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

import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import { UploadProgress } from '../../../components/upload/upload-progress';
import { useUploadControl } from '../../../components/upload/use-upload-control';
import { fieldErrors, isCancelled } from '../../../lib/save-error';
import type { GalleryProjectValues } from '../api/gallery-project-values';
import { useCreateGalleryProject } from '../api/use-create-gallery-project';
import { GalleryChosenFiles } from './gallery-chosen-files';
import { GalleryFilePicker } from './gallery-file-picker';
import { addFormErrors, newProjectValues, withChange } from './gallery-form-rules';
import { GalleryProjectFields } from './gallery-project-fields';
import './gallery-admin.css';

// Mounted only while open, so closing it drops the form and the chosen files.
export function GalleryAddDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateGalleryProject();
  const upload = useUploadControl();
  const { notify } = useNotice();
  const pickerId = useId();
  const [values, setValues] = useState<GalleryProjectValues>(newProjectValues);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancelled, setCancelled] = useState(false);
  const busy = upload.phase !== 'idle';

  const onPick = (picked: File[]) => {
    setFiles((current) => [...current, ...picked]);
    setErrors(({ image_upload_ids: _, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = addFormErrors(values);
    setErrors(found);
    if (files.length === 0) notify('Please upload at least one image file', 'error');
    if (Object.keys(found).length > 0 || files.length === 0) return;
    setCancelled(false);
    create.mutate(
      { values, files, ...upload.begin() },
      {
        onSuccess: () => {
          notify('Gallery project added successfully!', 'success');
          onClose();
        },
        onError: (error) => {
          if (isCancelled(error)) {
            setCancelled(true);
            return;
          }
          const fields = fieldErrors(error, 'image_upload_ids');
          if (Object.keys(fields).length > 0) setErrors(fields);
          else notify('Something went wrong while adding the gallery project.', 'error');
        },
        onSettled: upload.end,
      },
    );
  };

  const onCancel = () => {
    upload.cancel();
    onClose();
  };

  return (
    <Dialog open title="Add New Gallery Project" onClose={onClose} locked={busy} className="gallery-admin-dialog">
      <form className="gallery-admin-form" onSubmit={onSubmit} noValidate>
        <GalleryProjectFields values={values} onChange={(change) => setValues((v) => withChange(v, change))} errors={errors} disabled={busy} />
        <div className="field">
          <label htmlFor={pickerId}>Images and videos</label>
          <GalleryFilePicker
            id={pickerId}
            buttonText={files.length === 0 ? 'Choose files' : 'Choose more files'}
            accept="image/*,video/mp4,video/webm"
            onPick={onPick}
            disabled={busy}
            invalid={Boolean(errors.image_upload_ids)}
            describedBy={`${pickerId}-hint${errors.image_upload_ids ? ` ${pickerId}-error` : ''}`}
          />
          <p id={`${pickerId}-hint`} className="gallery-admin-form__hint">
            {files.length === 0 ? 'At least one image is required.' : `${files.length} selected`}
          </p>
          <FieldError id={`${pickerId}-error`} message={errors.image_upload_ids} />
          <GalleryChosenFiles files={files} onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))} disabled={busy} />
          {upload.phase === 'uploading' && <UploadProgress percent={upload.percent} label="Upload progress" onCancel={upload.cancel} />}
          {cancelled && <p className="muted">Upload cancelled.</p>}
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onCancel} disabled={upload.phase === 'saving'}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy || files.length === 0}>
            {busy ? 'Uploading...' : 'Add Gallery Project'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import { UploadProgress } from '../../../components/upload/upload-progress';
import type { PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';
import { fieldErrors, isCancelled } from '../../../lib/save-error';
import { useSavePortfolioItem } from '../api/use-save-portfolio-item';
import './portfolio-admin.css';
import { useUploadControl } from '../../../components/upload/use-upload-control';

type Props = {
  // The item to edit; absent to add a new one.
  item?: PortfolioItem;
  onClose: () => void;
};

const pdfRequired = 'Please upload a PDF file';

// The browser's type comes from the name; the server checks the content anyway.
function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

// Mounted only while open, so closing it drops the form and the chosen file.
export function PortfolioFormDialog({ item, onClose }: Props) {
  const editing = item !== undefined;
  const save = useSavePortfolioItem();
  const upload = useUploadControl();
  const { notify } = useNotice();
  const ids = { title: useId(), description: useId(), file: useId(), active: useId() };
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [active, setActive] = useState(item?.active ?? false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancelled, setCancelled] = useState(false);
  const busy = upload.phase !== 'idle';

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    if (picked && !isPdf(picked)) {
      event.target.value = '';
      setFile(null);
      notify(pdfRequired, 'error');
      return;
    }
    setFile(picked);
    setErrors(({ file_upload_id: _, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing && !item.id) {
      notify('No portfolio selected for update', 'error');
      return;
    }
    if (!editing && !file) {
      notify(pdfRequired, 'error');
      return;
    }
    // Checked here too so that a forgotten title does not cost a second upload of the PDF.
    if (!title.trim()) {
      setErrors({ title: 'Title is required' });
      return;
    }
    setErrors({});
    setCancelled(false);
    const failure = editing ? 'Something went wrong while updating the portfolio' : 'Failed to add portfolio project. Please try again.';
    save.mutate(
      { id: item?.id, values: { title, description, active, file }, ...upload.begin() },
      {
        onSuccess: () => {
          if (!editing) notify('Portfolio project added successfully', 'success');
          onClose();
        },
        onError: (error) => {
          if (isCancelled(error)) {
            setCancelled(true);
            return;
          }
          const { id: idMessage, ...fields } = fieldErrors(error, 'file_upload_id');
          if (idMessage) notify(idMessage, 'error');
          if (Object.keys(fields).length > 0) setErrors(fields);
          else if (!idMessage) notify(failure, 'error');
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
    <Dialog open title={editing ? 'Edit Portfolio' : 'Add New Portfolio'} onClose={onClose} locked={busy}>
      <form className="portfolio-admin-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={ids.title}>Title</label>
          <input
            id={ids.title}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${ids.title}-error` : undefined}
          />
          <FieldError id={`${ids.title}-error`} message={errors.title} />
        </div>
        <div className="field">
          <label htmlFor={ids.description}>Description</label>
          <textarea
            id={ids.description}
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${ids.description}-error` : undefined}
          />
          <FieldError id={`${ids.description}-error`} message={errors.description} />
        </div>
        <div className="field">
          <label htmlFor={ids.file}>Portfolio PDF</label>
          {editing && item.file?.path && (
            <p className="portfolio-admin-form__current">
              <a href={item.file.path} target="_blank" rel="noopener noreferrer">
                {item.file.fileName || 'Current PDF'}
              </a>{' '}
              <span className="muted">Upload new to change</span>
            </p>
          )}
          <input
            id={ids.file}
            type="file"
            accept="application/pdf"
            onChange={onPick}
            disabled={busy}
            aria-invalid={errors.file_upload_id ? true : undefined}
            aria-describedby={errors.file_upload_id ? `${ids.file}-error` : undefined}
          />
          <FieldError id={`${ids.file}-error`} message={errors.file_upload_id} />
          {upload.phase === 'uploading' && file && (
            <UploadProgress percent={upload.percent} label="PDF upload" onCancel={upload.cancel} />
          )}
          {cancelled && <p className="muted">Upload cancelled.</p>}
        </div>
        <div className="field portfolio-admin-form__check">
          <input id={ids.active} type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          <label htmlFor={ids.active}>Active</label>
          <span className="muted">({active ? 'active' : 'inactive'})</span>
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onCancel} disabled={upload.phase === 'saving'}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {editing ? 'Update' : 'Add New'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

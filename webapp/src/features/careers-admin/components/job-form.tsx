import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Job } from '../../../gen/gusset/site/v1/jobs_pb';
import type { JobFields, useSaveJob } from '../api/use-save-job';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { FormField } from './form-field';
import { jobFieldsOf, newJobFields } from './job-fields';
import { checkJobFields, isAbort, isPdf, serverErrors, type JobFormErrors } from './job-form-errors';
import { UploadProgress } from '../../../components/upload/upload-progress';

type Props = {
  // The job being edited; absent when adding one.
  job?: Job;
  save: ReturnType<typeof useSaveJob>;
  onCancel: () => void;
  onSaved: () => void;
  onFailed: () => void;
};

type Upload = { percent: number; done: boolean };

// The add/edit job form. It lives only while its dialog is open, so closing the dialog
// forgets what was typed and the file that was picked.
export function JobForm({ job, save, onCancel, onSaved, onFailed }: Props) {
  const [fields, setFields] = useState<JobFields>(() => (job ? jobFieldsOf(job) : newJobFields));
  const [file, setFile] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [upload, setUpload] = useState<Upload | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const descriptionEditor = useRef<EditorHandle>(null);
  const saving = save.isPending;

  const edit = (name: keyof JobFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const control = event.currentTarget;
    const value = control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value;
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0] ?? null;
    setCancelled(false);
    if (picked && !isPdf(picked)) {
      // accept="application/pdf" only filters the picker; a drop or "All files" gets past it.
      event.currentTarget.value = '';
      setFile(null);
      setErrors((current) => ({ ...current, jobDescription: 'Please upload a PDF file' }));
      return;
    }
    setFile(picked);
    setErrors((current) => ({ ...current, jobDescription: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The description is read from the editor (kept as it was if the editor never loaded).
    const editor = descriptionEditor.current;
    const submitted = editor ? { ...fields, descriptionHtml: editor.hasContent() ? editor.getHtml() : '' } : fields;
    const found = checkJobFields(submitted);
    const invalid = Object.keys(found);
    if (invalid.length > 0) {
      setErrors(found);
      // Take the user to the first field to fix (the inputs are named after the fields).
      const first = event.currentTarget.elements.namedItem(invalid[0]);
      if (first instanceof HTMLInputElement || first instanceof HTMLTextAreaElement) first.focus();
      return;
    }
    setErrors({});
    setCancelled(false);
    const controller = new AbortController();
    abort.current = controller;
    if (file) setUpload({ percent: 0, done: false });
    save.mutate(
      {
        id: job?.id,
        fields: submitted,
        jobDescription: file ?? undefined,
        removeJobDescription: removeCurrent,
        signal: controller.signal,
        onProgress: (fraction) => setUpload((u) => (u ? { ...u, percent: Math.round(fraction * 100) } : u)),
        onUploaded: () => setUpload((u) => (u ? { ...u, done: true } : u)),
      },
      {
        onSuccess: () => onSaved(),
        onError: (error) => {
          if (isAbort(error)) {
            setCancelled(true);
            return;
          }
          setErrors(serverErrors(error));
          onFailed();
        },
        onSettled: () => {
          abort.current = null;
          setUpload(null);
        },
      },
    );
  };

  const currentPdf = job?.jobDescription;

  return (
    <form className="job-form" noValidate onSubmit={onSubmit}>
      <FormField label="Role" error={errors.role}>
        {(control) => <input {...control} name="role" type="text" required value={fields.role} onChange={edit('role')} />}
      </FormField>
      <FormField label="Location" error={errors.location}>
        {(control) => (
          <input {...control} name="location" type="text" required value={fields.location} onChange={edit('location')} />
        )}
      </FormField>
      <FormField label="Type" error={errors.type}>
        {(control) => (
          <input
            {...control}
            name="type"
            type="text"
            placeholder="e.g. Full Time"
            value={fields.type}
            onChange={edit('type')}
          />
        )}
      </FormField>
      <FormField label="Qualification" error={errors.qualification}>
        {(control) => (
          <input
            {...control}
            name="qualification"
            type="text"
            required
            value={fields.qualification}
            onChange={edit('qualification')}
          />
        )}
      </FormField>
      {/* A job description takes no images. */}
      <RichTextField
        label="Description"
        editorRef={descriptionEditor}
        initialHtml={job?.descriptionHtml ?? ''}
        error={errors.descriptionHtml}
        onChange={() => setErrors((current) => (current.descriptionHtml ? { ...current, descriptionHtml: undefined } : current))}
      />
      <FormField label="Open until (optional)" error={errors.expiryDate}>
        {(control) => <input {...control} name="expiryDate" type="date" value={fields.expiryDate} onChange={edit('expiryDate')} />}
      </FormField>
      <FormField label="City" error={errors.city}>
        {(control) => <input {...control} name="city" type="text" value={fields.city} onChange={edit('city')} />}
      </FormField>
      <FormField label="Region" error={errors.region}>
        {(control) => (
          <input {...control} name="region" type="text" placeholder="State or province" value={fields.region} onChange={edit('region')} />
        )}
      </FormField>
      <FormField label="Country code" error={errors.countryCode}>
        {(control) => (
          <input
            {...control}
            name="countryCode"
            type="text"
            maxLength={2}
            placeholder="e.g. IN or US"
            value={fields.countryCode}
            onChange={edit('countryCode')}
          />
        )}
      </FormField>
      <FormField label="Job description (PDF)" error={errors.jobDescription}>
        {(control) => (
          <input
            {...control}
            name="jd"
            type="file"
            accept="application/pdf"
            onChange={pickFile}
            disabled={saving}
          />
        )}
      </FormField>
      {currentPdf && (
        <div className="job-form__current">
          <p>
            Current PDF:{' '}
            <a href={currentPdf.path} target="_blank" rel="noopener noreferrer">
              {currentPdf.fileName || 'job description'}
            </a>{' '}
            <span className="muted">(upload a new one to replace it)</span>
          </p>
          {!file && (
            <label className="job-form__check">
              <input type="checkbox" checked={removeCurrent} onChange={(e) => setRemoveCurrent(e.currentTarget.checked)} />
              Remove the current PDF
            </label>
          )}
        </div>
      )}
      <label className="job-form__check">
        <input type="checkbox" name="active" checked={fields.active} onChange={edit('active')} />
        Active
      </label>
      {upload && !upload.done && file && (
        <UploadProgress label={`Uploading ${file.name}`} percent={upload.percent} onCancel={() => abort.current?.abort()} />
      )}
      {cancelled && (
        <p className="muted" role="status">
          Upload cancelled.
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : job ? 'Update Job' : 'Add Job'}
        </button>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import { uploadCaseStudyImage } from '../api/upload-case-study-image';

// One image of the form: one the case study has (path) or a new upload (uploadId), with
// what the editor shows of it and its alt text.
export type ImageItem = { key: string; path?: string; uploadId?: string; preview: string; alt: string };

type Props = {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  // Field violations by name (images[0].alt …).
  errors: Record<string, string>;
  onUploadingChange: (uploading: boolean) => void;
};

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

// The case study's pictures: upload, alt text, order, the cover (the first) and removal.
export function CaseStudyImages({ items, onChange, errors, onUploadingChange }: Props) {
  const inputId = useId();
  const [busy, setBusy] = useState(0);
  const [failure, setFailure] = useState('');

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setFailure('');
    const chosen = [...files];
    setBusy((n) => n + chosen.length);
    onUploadingChange(true);
    const added: ImageItem[] = [];
    for (const file of chosen) {
      try {
        const uploadId = await uploadCaseStudyImage(file);
        added.push({ key: uploadId, uploadId, preview: URL.createObjectURL(file), alt: '' });
      } catch (error) {
        setFailure(error instanceof Error ? error.message : 'The upload failed.');
      }
    }
    setBusy((n) => n - chosen.length);
    onUploadingChange(false);
    onChange([...items, ...added]);
  };

  return (
    <fieldset className="field case-study-images">
      <legend>Images</legend>
      <p className="muted case-study-form__hint">The first image is the cover. Every image needs alt text before the case study is published.</p>
      {errors.images && <p className="case-study-form__error">{errors.images}</p>}
      <ol className="case-study-images__list">
        {items.map((item, i) => {
          const altError = errors[`images[${i}].alt`];
          const itemError = errors[`images[${i}]`] ?? errors[`images[${i}].upload_id`] ?? errors[`images[${i}].path`];
          const altId = `${inputId}-alt-${i}`;
          return (
            <li key={item.key} className="case-study-images__item">
              <img src={item.preview} alt="" className="case-study-images__thumb" />
              <div className="case-study-images__fields">
                <p className="case-study-images__place">{i === 0 ? 'Cover image' : `Image ${i + 1}`}</p>
                <label htmlFor={altId}>Alt text for image {i + 1}</label>
                <input
                  id={altId}
                  value={item.alt}
                  maxLength={300}
                  aria-invalid={altError ? true : undefined}
                  aria-describedby={altError ? `${altId}-error` : undefined}
                  onChange={(e) => onChange(items.map((x, j) => (j === i ? { ...x, alt: e.target.value } : x)))}
                />
                {altError && (
                  <p id={`${altId}-error`} className="case-study-form__error">
                    {altError}
                  </p>
                )}
                {itemError && <p className="case-study-form__error">{itemError}</p>}
                <div className="case-study-images__actions">
                  {i > 0 && (
                    <button type="button" className="button" onClick={() => onChange(move(items, i, 0))} aria-label={`Make image ${i + 1} the cover`}>
                      Make cover
                    </button>
                  )}
                  {i > 0 && (
                    <button type="button" className="button" onClick={() => onChange(move(items, i, i - 1))} aria-label={`Move image ${i + 1} up`}>
                      Up
                    </button>
                  )}
                  {i < items.length - 1 && (
                    <button type="button" className="button" onClick={() => onChange(move(items, i, i + 1))} aria-label={`Move image ${i + 1} down`}>
                      Down
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--danger"
                    onClick={() => onChange(items.filter((_, j) => j !== i))}
                    aria-label={`Remove image ${i + 1}`}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <label htmlFor={inputId} className="case-study-images__add">
        Add images
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        onChange={(e) => {
          void upload(e.target.files);
          e.target.value = '';
        }}
      />
      {busy > 0 && (
        <p className="muted" role="status">
          Uploading...
        </p>
      )}
      {failure && (
        <p className="case-study-form__error" role="alert">
          {failure}
        </p>
      )}
    </fieldset>
  );
}

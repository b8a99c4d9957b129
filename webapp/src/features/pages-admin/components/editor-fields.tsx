import { useId, useRef, useState, type ChangeEvent, type ComponentProps } from 'react';
import { ListSection, TextField } from '../../../components/form/record-fields';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { UploadProgress } from '../../../components/upload/upload-progress';
import { useUploadControl } from '../../../components/upload/use-upload-control';
import { fieldErrors, isCancelled } from '../../../lib/save-error';
import { uploadPageImage, type PageImage } from '../api/upload-page-image';
import { useErrors } from './errors-context';

// Text is a labelled input showing the server's violation for its field path.
export function Text(props: Omit<ComponentProps<typeof TextField>, 'errors'>) {
  return <TextField {...props} errors={useErrors()} />;
}

type StringListProps = { title: string; item: string; field: string; items: string[]; onChange: (items: string[]) => void; multiline?: boolean };

// StringList edits a repeated text field: a row each, added, removed and moved.
export function StringList({ title, item, field, items, onChange, multiline }: StringListProps) {
  const errors = useErrors();
  return (
    <ListSection
      title={title}
      item={item}
      field={field}
      rows={items.map((value) => ({ value }))}
      errors={errors}
      empty={() => ({ value: '' })}
      onChange={(rows) => onChange(rows.map((r) => r.value))}
      movable
      level={4}
    >
      {(row, at, set) => <Text label="Text" field={`${field}[${at}]`} value={row.value} onChange={(value) => set({ value })} multiline={multiline} />}
    </ListSection>
  );
}

type RichTextProps = { label: string; field: string; html: string; onChange: (html: string) => void };

// RichText is the blog's editor for an *_html field; the server sanitizes what it writes.
export function RichText({ label, field, html, onChange }: RichTextProps) {
  const error = useErrors()[field];
  const handle = useRef<EditorHandle | null>(null);
  // The editor starts from the HTML it opened with and keeps its own state after that.
  const [initialHtml] = useState(html);
  return <RichTextField label={label} editorRef={handle} initialHtml={initialHtml} error={error} onChange={() => onChange(handle.current?.getHtml() ?? '')} />;
}

const imageTypes = 'image/png,image/jpeg,image/gif,image/webp';

type ImageProps = {
  label: string;
  // The violation path of the image's address ("blocks[2].image.src").
  field: string;
  src: string;
  onUploaded: (image: PageImage) => void;
  onSrc: (src: string) => void;
  // The alt text beside the image, when the image has one of its own.
  alt?: { field: string; value: string; onChange: (alt: string) => void };
};

// ImageInput uploads a picture through the media pipeline (or takes a path on this site)
// and shows it, with its alt text beside it.
export function ImageInput({ label, field, src, onUploaded, onSrc, alt }: ImageProps) {
  const inputId = useId();
  const upload = useUploadControl();
  const [uploadError, setUploadError] = useState('');
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError('');
    const { signal, onProgress } = upload.begin();
    try {
      onUploaded(await uploadPageImage(file, { signal, onProgress }));
    } catch (error) {
      if (!isCancelled(error)) setUploadError(fieldErrors(error, 'file').file ?? 'The upload failed. Try again.');
    } finally {
      upload.end();
    }
  };
  return (
    <div className="page-editor__image">
      {src && <img className="page-editor__thumb" src={src} alt="" />}
      <Text label={label} field={field} value={src} onChange={onSrc} hint="Upload a picture, or a path on this site (/images/…)." />
      {alt && <Text label={`${label}: alt text`} field={alt.field} value={alt.value} onChange={alt.onChange} hint="What the picture shows, for people who cannot see it." />}
      {upload.phase === 'idle' ? (
        <span className="page-editor__picker">
          <input id={inputId} className="visually-hidden" type="file" accept={imageTypes} onChange={(e) => void onPick(e)} />
          <label htmlFor={inputId} className="button page-editor__upload">
            Upload {label.toLowerCase()}
          </label>
        </span>
      ) : (
        <UploadProgress percent={upload.percent} label={`Uploading ${label.toLowerCase()}`} onCancel={upload.cancel} />
      )}
      {uploadError && (
        <p className="record-fields__error" role="alert">
          {uploadError}
        </p>
      )}
    </div>
  );
}

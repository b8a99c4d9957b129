type Props = {
  files: File[];
  onRemove: (index: number) => void;
  disabled: boolean;
};

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

// The add form's chosen files, each with its size and a way to take it back out.
export function GalleryChosenFiles({ files, onRemove, disabled }: Props) {
  if (files.length === 0) return null;
  return (
    <ul className="gallery-admin-form__files" aria-label="Chosen files">
      {files.map((file, index) => (
        <li key={`${file.name}-${file.lastModified}-${index}`}>
          <span className="gallery-admin-form__file-name">{file.name}</span>
          <span className="muted">{megabytes(file.size)}</span>
          <button type="button" className="button gallery-admin-form__remove" onClick={() => onRemove(index)} disabled={disabled} aria-label={`Remove ${file.name}`}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

import type { ChangeEvent } from 'react';

type Props = {
  id: string;
  // The visible button's words, e.g. "Choose files".
  buttonText: string;
  accept: string;
  onPick: (files: File[]) => void;
  disabled: boolean;
  invalid?: boolean;
  describedBy?: string;
};

// A file input drawn as a button. The browser's own control says "No file chosen" (or
// "2 files") beside itself, which contradicted the form's own count of the chosen files;
// the input stays focusable and labelled (visually hidden), its button is a second label.
export function GalleryFilePicker({ id, buttonText, accept, onPick, disabled, invalid, describedBy }: Props) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Emptied so that picking more files (even the same one again) adds to the list.
    event.target.value = '';
    if (picked.length > 0) onPick(picked);
  };
  return (
    <span className="gallery-file-picker">
      <input
        id={id}
        className="visually-hidden gallery-file-picker__input"
        type="file"
        multiple
        accept={accept}
        onChange={onChange}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className="button gallery-file-picker__button" aria-disabled={disabled || undefined}>
        {buttonText}
      </label>
    </span>
  );
}

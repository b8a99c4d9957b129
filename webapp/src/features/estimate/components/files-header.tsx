import type { ChangeEvent } from 'react';

// The files section's legend, hint and "Add files" button. The form draws it, not the
// uploader: the uploader's code arrives while the visitor may have the file dialog open,
// and a choice made in a dialog whose input was replaced meanwhile would be lost.
export function FilesHeader({ onPick }: { onPick: (files: File[]) => void }) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    onPick(chosen);
  };
  return (
    <>
      <legend>Drawings and files</legend>
      <p className="estimate-form__hint">
        Plan sets, models and bid packages of any type and size (up to 5 GB a file). Uploads continue after a dropped
        connection; after a reload, add the same file again to resume it.
      </p>
      <label className="button estimate-files__add">
        Add files
        <input type="file" multiple onChange={pick} className="estimate-files__input" />
      </label>
    </>
  );
}

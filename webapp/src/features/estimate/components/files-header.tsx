import type { ChangeEvent } from 'react';
import { useT } from '../../../lib/i18n/locale';
import * as m from './estimate-messages';

// The files section's legend, hint and "Add files" button. The form draws it, not the
// uploader: the uploader's code arrives while the visitor may have the file dialog open,
// and a choice made in a dialog whose input was replaced meanwhile would be lost.
export function FilesHeader({ onPick }: { onPick: (files: File[]) => void }) {
  const t = useT();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    onPick(chosen);
  };
  return (
    <>
      <legend>{t(m.files)}</legend>
      <p className="estimate-form__hint">{t(m.filesHint)}</p>
      <label className="button estimate-files__add">
        {t(m.addFiles)}
        <input type="file" multiple onChange={pick} className="estimate-files__input" />
      </label>
    </>
  );
}

import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../../lib/i18n/locale';
import { linkSchemes } from './editor-html';
import * as m from './editor-messages';

type Props = {
  // The address of the link being edited, if the selection is in one.
  current: string | undefined;
  onApply: (url: string) => void;
  onRemove: () => void;
  onClose: () => void;
};

// A small inline form rather than window.prompt: it can say what is wrong with an address,
// and it is not a <form> because it sits inside the blog form.
export function EditorLinkForm({ current, onApply, onRemove, onClose }: Props) {
  const t = useT();
  const [url, setUrl] = useState(current ?? 'https://');
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();

  const apply = () => {
    const value = url.trim();
    // The server keeps links to these schemes only; anything else would vanish on save.
    if (!linkSchemes.test(value) || /^(https?:\/\/|mailto:)$/i.test(value)) {
      setError(t(m.linkError));
      return;
    }
    onApply(value);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      // Enter applies the link instead of submitting the blog form around it.
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      // Escape closes this form, not the dialog around it.
      e.preventDefault();
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <div className="rte__link-form" role="group" aria-label={t(m.link)}>
      <label htmlFor={inputId}>{t(m.linkAddress)}</label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="url"
        value={url}
        onChange={(e) => {
          setUrl(e.target.value);
          setError('');
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus
      />
      <button type="button" className="button" onClick={apply}>
        {t(m.applyLink)}
      </button>
      {current !== undefined && (
        <button type="button" className="button" onClick={onRemove}>
          {t(m.removeLink)}
        </button>
      )}
      <button type="button" className="button" onClick={onClose}>
        {t(m.cancel)}
      </button>
      {error && (
        <p id={errorId} className="rte__field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

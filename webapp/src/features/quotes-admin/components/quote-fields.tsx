import { useId, type ReactNode } from 'react';

type TextProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'date' | 'number';
  inputMode?: 'decimal' | 'numeric';
  hint?: string;
  // The server's violation of this field, if any.
  error?: string;
};

// Text is a labelled field of the quote editor, with the server's word on it under it.
export function Text({ label, value, onChange, multiline, type = 'text', inputMode, hint, error }: TextProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} min={type === 'number' ? 0 : undefined} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="quote-editor__error">
          {error}
        </small>
      )}
    </div>
  );
}

type ChoiceProps<T extends string | number> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string;
};

// Choice is a labelled select.
export function Choice<T extends string | number>({ label, value, options, onChange, error }: ChoiceProps<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)?.value ?? value)}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <small className="quote-editor__error">{error}</small>}
    </div>
  );
}

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="quote-editor__group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

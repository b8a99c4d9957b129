import { Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';

// Errors are the server's field violations by field path ("phones[0].dial").
export type Errors = Record<string, string>;

type TextFieldProps = {
  label: string;
  // The violation's field path, which names this input's error.
  field: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number';
  hint?: string;
  multiline?: boolean;
};

export function TextField({ label, field, value, onChange, errors, type = 'text', hint, multiline = false }: TextFieldProps) {
  const id = useId();
  const error = errors[field];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="muted site-settings__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="site-settings__error">
          {error}
        </p>
      )}
    </div>
  );
}

type ListProps<T extends { key: number }> = {
  // The list's heading ("Phone numbers"), and one row's name ("Phone"): rows are "Phone 1"…
  title: string;
  item: string;
  field: string;
  rows: T[];
  errors: Errors;
  onChange: (rows: T[]) => void;
  empty: () => T;
  children: (row: T, at: number, set: (change: Partial<T>) => void) => ReactNode;
};

// ListSection edits a list of records: each row is a group with its own fields and a
// Remove button; Add appends an empty row.
export function ListSection<T extends { key: number }>({ title, item, field, rows, errors, onChange, empty, children }: ListProps<T>) {
  const headingId = useId();
  return (
    <section className="site-settings__list" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-settings__heading">
        {title}
      </h2>
      {errors[field] && <p className="site-settings__error">{errors[field]}</p>}
      {rows.map((row, at) => (
        <fieldset key={row.key} className="site-settings__row">
          <legend>
            {item} {at + 1}
          </legend>
          <div className="site-settings__grid">
            {children(row, at, (change) => onChange(rows.map((r) => (r.key === row.key ? { ...r, ...change } : r))))}
          </div>
          <button type="button" className="button site-settings__remove" onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
            <Trash2 size={16} aria-hidden="true" /> Remove {item.toLowerCase()} {at + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" className="button" onClick={() => onChange([...rows, empty()])}>
        <Plus size={16} aria-hidden="true" /> Add {item.toLowerCase()}
      </button>
    </section>
  );
}

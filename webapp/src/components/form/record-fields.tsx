import { useId, type ReactNode } from 'react';
import './record-fields.css';

// The back office's record forms (site settings, the page editor): labelled fields that show
// the server's field violation beside them, and lists of records with add, remove and
// move. Text buttons: the back office's icon set stays in the staff features' chunks.

// Errors are the server's field violations by field path ("phones[0].dial").
export type Errors = Record<string, string>;

type TextFieldProps = {
  label: string;
  // The violation's field path, which names this input's error.
  field: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number' | 'datetime-local';
  hint?: string;
  multiline?: boolean;
  // Shown under the input, e.g. a character count; read with the hint.
  note?: string;
};

export function TextField({ label, field, value, onChange, errors, type = 'text', hint, multiline = false, note }: TextFieldProps) {
  const id = useId();
  const error = errors[field];
  const described = [(hint || note) && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {(hint || note) && (
        <p id={`${id}-hint`} className="muted record-fields__hint">
          {[hint, note].filter(Boolean).join(' ')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="record-fields__error">
          {error}
        </p>
      )}
    </div>
  );
}

type ListProps<T> = {
  // The list's heading ("Phone numbers"), and one row's name ("Phone"): rows are "Phone 1"…
  title: string;
  item: string;
  field: string;
  rows: T[];
  errors: Errors;
  onChange: (rows: T[]) => void;
  empty: () => T;
  children: (row: T, at: number, set: (change: Partial<T>) => void) => ReactNode;
  // keyOf names a row for React; the row's position when the rows have no key of their own.
  keyOf?: (row: T, at: number) => string | number;
  // Rows can be moved up and down (their order is what the page shows).
  movable?: boolean;
  // The heading's level: 2 on a screen of its own, deeper inside a larger form.
  level?: 2 | 3 | 4;
};

const rowKey = (row: unknown, at: number) => (row && typeof row === 'object' && 'key' in row ? (row.key as number) : at);

// ListSection edits a list of records: each row is a group with its own fields and a
// Remove button (and Move up/down when movable); Add appends an empty row.
export function ListSection<T>({ title, item, field, rows, errors, onChange, empty, children, keyOf = rowKey, movable = false, level = 2 }: ListProps<T>) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  const lower = item.toLowerCase();
  const move = (at: number, by: -1 | 1) => {
    const next = [...rows];
    [next[at], next[at + by]] = [next[at + by], next[at]];
    onChange(next);
  };
  return (
    <section className="record-fields__list" aria-labelledby={headingId}>
      <Heading id={headingId} className="record-fields__heading">
        {title}
      </Heading>
      {errors[field] && <p className="record-fields__error">{errors[field]}</p>}
      {rows.map((row, at) => (
        <fieldset key={keyOf(row, at)} className="record-fields__row">
          <legend>
            {item} {at + 1}
          </legend>
          <div className="record-fields__grid">{children(row, at, (change) => onChange(rows.map((r, i) => (i === at ? { ...r, ...change } : r))))}</div>
          <div className="record-fields__actions">
            {movable && (
              <>
                <button type="button" className="button" onClick={() => move(at, -1)} disabled={at === 0} aria-label={`Move ${lower} ${at + 1} up`}>
                  Up
                </button>
                <button type="button" className="button" onClick={() => move(at, 1)} disabled={at === rows.length - 1} aria-label={`Move ${lower} ${at + 1} down`}>
                  Down
                </button>
              </>
            )}
            <button type="button" className="button" onClick={() => onChange(rows.filter((_, i) => i !== at))}>
              Remove {lower} {at + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className="button" onClick={() => onChange([...rows, empty()])}>
        Add {lower}
      </button>
    </section>
  );
}

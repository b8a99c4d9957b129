import { useId, type InputHTMLAttributes } from 'react';
import './form-field.css';

type Props = {
  label: string;
  name: string;
  // Shown under the field and tied to it with aria-describedby.
  error?: string;
  // A <textarea> instead of an <input>.
  multiline?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required' | 'autoComplete' | 'inputMode' | 'disabled'>;

// A labelled field of the public forms (connect, job application). Required fields carry
// `required` for assistive technology while the form itself shows the spec's messages
// (forms use noValidate, so browser bubbles and these messages never disagree).
export function FormField({ label, name, error, multiline = false, required, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: 'form-field__control',
  };
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? <textarea {...common} rows={5} disabled={input.disabled} /> : <input {...common} {...input} />}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

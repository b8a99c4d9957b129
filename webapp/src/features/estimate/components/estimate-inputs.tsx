import { useId } from 'react';
import { useT } from '../../../lib/i18n/locale';
import * as m from './estimate-messages';

type Option = { readonly value: string; readonly label: string };

type GroupProps = {
  legend: string;
  name: string;
  options: readonly Option[];
  defaultChecked?: string[];
  required?: boolean;
  error?: string;
};

// A group of checkboxes (several choices), with its error under it.
export function ChoiceGroup({ legend, name, options, defaultChecked = [], required, error }: GroupProps) {
  const errorId = useId();
  return (
    <fieldset className="estimate-choices" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="estimate-choices__options">
        {options.map((o) => (
          <label key={o.value} className="estimate-choices__option">
            <input type="checkbox" name={name} value={o.value} defaultChecked={defaultChecked.includes(o.value)} /> {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type SelectProps = {
  label: string;
  name: string;
  options: readonly Option[];
  required?: boolean;
  error?: string;
  onChange?: (value: string) => void;
};

// A labelled select in the style of FormField.
export function SelectField({ label, name, options, required, error, onChange }: SelectProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        name={name}
        className="form-field__control"
        defaultValue=""
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange?.(e.currentTarget.value)}
      >
        <option value="">{t(m.choose)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

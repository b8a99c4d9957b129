import { useId, type ReactNode } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { ProjectType } from '../../../gen/gusset/site/v1/gallery_pb';
import type { GalleryProjectValues } from '../api/gallery-project-values';
import { departmentOptions, projectTypeOptions, statusOptions } from './gallery-labels';

type Props = {
  values: GalleryProjectValues;
  onChange: (change: Partial<GalleryProjectValues>) => void;
  // Messages by the server's field names.
  errors: Record<string, string>;
  disabled: boolean;
};

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true }) => ReactNode;
};

function Field({ id, label, required, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="gallery-admin-form__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

// The fields the add and edit forms share. Browser validation is off (the forms are
// noValidate), so `required` is only announced, and the spec's messages are shown.
export function GalleryProjectFields({ values, onChange, errors, disabled }: Props) {
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  return (
    <fieldset className="gallery-admin-form__fields" disabled={disabled}>
      <Field id={id('title')} label="Project Title" required error={errors.title}>
        {(control) => <input {...control} value={values.title} onChange={(e) => onChange({ title: e.target.value })} />}
      </Field>
      <Field id={id('description')} label="Scope" required error={errors.description}>
        {(control) => (
          <textarea {...control} rows={3} value={values.description} onChange={(e) => onChange({ description: e.target.value })} />
        )}
      </Field>
      <Field id={id('location')} label="Location" required error={errors.location}>
        {(control) => <input {...control} value={values.location} onChange={(e) => onChange({ location: e.target.value })} />}
      </Field>
      <div className="gallery-admin-form__grid">
        <Field id={id('type')} label="Project Type" error={errors.type}>
          {(control) => (
            <select {...control} value={values.type} onChange={(e) => onChange({ type: Number(e.target.value) })}>
              {projectTypeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.type === ProjectType.OTHER && (
          <Field id={id('other-type')} label="Specify Other Type" required error={errors.other_type}>
            {(control) => <input {...control} value={values.otherType} onChange={(e) => onChange({ otherType: e.target.value })} />}
          </Field>
        )}
        <Field id={id('department')} label="Department" error={errors.department}>
          {(control) => (
            <select {...control} value={values.department} onChange={(e) => onChange({ department: Number(e.target.value) })}>
              {departmentOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('technology')} label="Detailing Software" required error={errors.technology_used}>
          {(control) => (
            <input
              {...control}
              value={values.technologyUsed}
              placeholder="e.g. Tekla Structures"
              onChange={(e) => onChange({ technologyUsed: e.target.value })}
            />
          )}
        </Field>
        <Field id={id('designing')} label="Designing Software" error={errors.designing_software}>
          {(control) => (
            <input {...control} value={values.designingSoftware} onChange={(e) => onChange({ designingSoftware: e.target.value })} />
          )}
        </Field>
        <Field id={id('tonnage')} label="Tonnage (tons of steel)" error={errors.tonnage}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              value={values.tonnage ?? ''}
              onChange={(e) => onChange({ tonnage: e.target.value === '' ? undefined : Number(e.target.value) })}
            />
          )}
        </Field>
        <Field id={id('status')} label="Project Status" error={errors.status}>
          {(control) => (
            <select {...control} value={values.status} onChange={(e) => onChange({ status: Number(e.target.value) })}>
              {statusOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}

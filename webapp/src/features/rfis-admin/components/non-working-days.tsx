import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import type { NonWorkingDay } from '../../../gen/gusset/admin/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useNonWorkingDays, useSetNonWorkingDays } from '../api/use-rfis-admin';
import { formStyle } from './rfi-styles';

// The firm's non-working days (holidays), one list for every project: working-day
// response times skip them. Saved as a whole.
export function NonWorkingDaysSection() {
  const days = useNonWorkingDays();
  return (
    <section aria-labelledby="non-working-days">
      <h2 id="non-working-days">Non-working days</h2>
      {days.isPending ? (
        <p className="admin-state" role="status">
          Loading the days...
        </p>
      ) : days.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(days.error, 'Failed to load the non-working days.')}
        </p>
      ) : (
        <DaysForm key={days.data.map((d) => d.day).join()} saved={days.data} />
      )}
    </section>
  );
}

type Row = { key: number; day: string; name: string };

function DaysForm({ saved }: { saved: NonWorkingDay[] }) {
  const [rows, setRows] = useState<Row[]>(() => saved.map((d, i) => ({ key: i, day: d.day, name: d.name })));
  const set = useSetNonWorkingDays();
  const { notify } = useNotice();
  const base = useId();
  const errors = set.isError ? fieldViolations(set.error) : {};
  const change = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate(
      rows.map(({ day, name }) => ({ day, name })),
      { onSuccess: () => notify('Non-working days saved', 'success') },
    );
  };
  return (
    <form style={formStyle} onSubmit={onSubmit} aria-label="Non-working days" noValidate>
      <p className="admin-state">Working-day response times skip weekends and these days.</p>
      {rows.length === 0 && <p className="admin-state">No days listed.</p>}
      {rows.map((r, i) => (
        <fieldset key={r.key} className="admin-actions" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend className="visually-hidden">Day {i + 1}</legend>
          <div className="field">
            <label htmlFor={`${base}-${r.key}-day`}>Date</label>
            <input id={`${base}-${r.key}-day`} type="date" value={r.day} onChange={(e) => change(r.key, { day: e.target.value })} aria-invalid={errors[`days[${i}].day`] ? true : undefined} />
            <FieldError id={`${base}-${r.key}-day-error`} message={errors[`days[${i}].day`]} />
          </div>
          <div className="field">
            <label htmlFor={`${base}-${r.key}-name`}>Name</label>
            <input id={`${base}-${r.key}-name`} type="text" maxLength={200} value={r.name} onChange={(e) => change(r.key, { name: e.target.value })} />
            <FieldError id={`${base}-${r.key}-name-error`} message={errors[`days[${i}].name`]} />
          </div>
          <button type="button" className="button" onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}>
            Remove {r.day || `day ${i + 1}`}
          </button>
        </fieldset>
      ))}
      {set.isError && Object.keys(errors).length === 0 && (
        <p className="form-error" role="alert">
          {errorText(set.error)}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => setRows((all) => [...all, { key: Math.max(0, ...all.map((r) => r.key)) + 1, day: '', name: '' }])}>
          Add a day
        </button>
        <button type="submit" className="button button--primary" disabled={set.isPending}>
          Save the days
        </button>
      </div>
    </form>
  );
}

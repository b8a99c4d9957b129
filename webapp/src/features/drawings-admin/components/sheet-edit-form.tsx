import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import type { Sheet, SheetKind } from '../../../gen/gusset/portal/v1/drawings_pb';
import { sheetKinds } from '../../../lib/drawing-words';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useUpdateSheet } from '../api/use-drawings-admin';
import { formStyle } from './drawings-admin-styles';

// SheetEditForm changes a sheet's number, title, kind, area and hold (a hold needs its
// reason); the server's refusals show under their fields.
export function SheetEditForm({ sheet }: { sheet: Sheet }) {
  const update = useUpdateSheet();
  const { notify } = useNotice();
  const [hold, setHold] = useState(sheet.hold);
  const ids = { number: useId(), title: useId(), kind: useId(), area: useId(), hold: useId(), reason: useId() };
  const errors = update.isError ? fieldViolations(update.error) : {};
  const described = (field: string, id: string) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update.mutate(
      {
        id: sheet.id,
        sheet: {
          sheetNumber: String(data.get('number') ?? ''),
          title: String(data.get('title') ?? ''),
          kind: Number(data.get('kind')) as SheetKind,
          area: String(data.get('area') ?? ''),
          hold,
          holdReason: hold ? String(data.get('reason') ?? '') : '',
        },
      },
      { onSuccess: (res) => notify(`Sheet ${res.sheet?.sheetNumber ?? ''} saved`, 'success') },
    );
  };
  return (
    <form style={formStyle} onSubmit={onSubmit} aria-label={`Edit sheet ${sheet.sheetNumber}`} noValidate>
      <div className="field">
        <label htmlFor={ids.number}>Sheet number</label>
        <input id={ids.number} name="number" type="text" required maxLength={40} defaultValue={sheet.sheetNumber} {...described('sheet.sheet_number', ids.number)} />
        <FieldError id={`${ids.number}-error`} message={errors['sheet.sheet_number']} />
      </div>
      <div className="field">
        <label htmlFor={ids.title}>Title</label>
        <input id={ids.title} name="title" type="text" maxLength={200} defaultValue={sheet.title} {...described('sheet.title', ids.title)} />
        <FieldError id={`${ids.title}-error`} message={errors['sheet.title']} />
      </div>
      <div className="field">
        <label htmlFor={ids.kind}>Kind</label>
        <select id={ids.kind} name="kind" defaultValue={sheet.kind} {...described('sheet.kind', ids.kind)}>
          {sheetKinds.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id={`${ids.kind}-error`} message={errors['sheet.kind']} />
      </div>
      <div className="field">
        <label htmlFor={ids.area}>Sequence or area</label>
        <input id={ids.area} name="area" type="text" maxLength={100} defaultValue={sheet.area} {...described('sheet.area', ids.area)} />
        <FieldError id={`${ids.area}-error`} message={errors['sheet.area']} />
      </div>
      <label htmlFor={ids.hold}>
        <input id={ids.hold} type="checkbox" checked={hold} onChange={(e) => setHold(e.target.checked)} /> On hold (cannot be issued)
      </label>
      {hold && (
        <div className="field">
          <label htmlFor={ids.reason}>Reason for the hold</label>
          <input id={ids.reason} name="reason" type="text" maxLength={500} defaultValue={sheet.holdReason} {...described('sheet.hold_reason', ids.reason)} />
          <FieldError id={`${ids.reason}-error`} message={errors['sheet.hold_reason']} />
        </div>
      )}
      {update.isError && Object.keys(errors).length === 0 && (
        <p className="form-error" role="alert">
          {errorText(update.error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={update.isPending}>
        Save sheet
      </button>
    </form>
  );
}

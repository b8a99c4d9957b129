import { useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import type { SheetInput } from '../../../gen/gusset/admin/v1/drawings_pb';
import type { SheetKind } from '../../../gen/gusset/portal/v1/drawings_pb';
import { sheetKinds } from '../../../lib/drawing-words';

type Defaults = Partial<Pick<SheetInput, 'sheetNumber' | 'title' | 'kind' | 'area' | 'holdReason'>>;

// SheetFields are a sheet's number, title, kind, area and hold with its reason (shown while
// held), for the forms that add and edit a sheet; errors are the server's field violations
// (sheet.sheet_number, …), each shown under its field.
export function SheetFields({ defaults = {}, hold, onHold, errors }: { defaults?: Defaults; hold: boolean; onHold: (hold: boolean) => void; errors: Record<string, string> }) {
  const ids = { number: useId(), title: useId(), kind: useId(), area: useId(), hold: useId(), reason: useId() };
  const described = (field: string, id: string) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});
  return (
    <>
      <div className="field">
        <label htmlFor={ids.number}>Sheet number</label>
        <input id={ids.number} name="number" type="text" required maxLength={40} defaultValue={defaults.sheetNumber} {...described('sheet.sheet_number', ids.number)} />
        <FieldError id={`${ids.number}-error`} message={errors['sheet.sheet_number']} />
      </div>
      <div className="field">
        <label htmlFor={ids.title}>Title</label>
        <input id={ids.title} name="title" type="text" maxLength={200} defaultValue={defaults.title} {...described('sheet.title', ids.title)} />
        <FieldError id={`${ids.title}-error`} message={errors['sheet.title']} />
      </div>
      <div className="field">
        <label htmlFor={ids.kind}>Kind</label>
        <select id={ids.kind} name="kind" defaultValue={defaults.kind} {...described('sheet.kind', ids.kind)}>
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
        <input id={ids.area} name="area" type="text" maxLength={100} defaultValue={defaults.area} {...described('sheet.area', ids.area)} />
        <FieldError id={`${ids.area}-error`} message={errors['sheet.area']} />
      </div>
      <label htmlFor={ids.hold}>
        <input id={ids.hold} type="checkbox" checked={hold} onChange={(e) => onHold(e.target.checked)} /> On hold (cannot be issued)
      </label>
      {hold && (
        <div className="field">
          <label htmlFor={ids.reason}>Reason for the hold</label>
          <input id={ids.reason} name="reason" type="text" maxLength={500} defaultValue={defaults.holdReason} {...described('sheet.hold_reason', ids.reason)} />
          <FieldError id={`${ids.reason}-error`} message={errors['sheet.hold_reason']} />
        </div>
      )}
    </>
  );
}

// sheetInputOf reads SheetFields' values from their form.
export function sheetInputOf(form: HTMLFormElement, hold: boolean) {
  const data = new FormData(form);
  return {
    sheetNumber: String(data.get('number') ?? ''),
    title: String(data.get('title') ?? ''),
    kind: Number(data.get('kind')) as SheetKind,
    area: String(data.get('area') ?? ''),
    hold,
    holdReason: hold ? String(data.get('reason') ?? '') : '',
  };
}

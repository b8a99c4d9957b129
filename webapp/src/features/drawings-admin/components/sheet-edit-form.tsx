import { useState, type FormEvent } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import type { Sheet } from '../../../gen/gusset/portal/v1/drawings_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useUpdateSheet } from '../api/use-drawings-admin';
import { formStyle } from './drawings-admin-styles';
import { SheetFields, sheetInputOf } from './sheet-fields';

// SheetEditForm changes a sheet's number, title, kind, area and hold (a hold needs its
// reason); the server's refusals show under their fields.
export function SheetEditForm({ sheet }: { sheet: Sheet }) {
  const update = useUpdateSheet();
  const { notify } = useNotice();
  const [hold, setHold] = useState(sheet.hold);
  const errors = update.isError ? fieldViolations(update.error) : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ id: sheet.id, sheet: sheetInputOf(event.currentTarget, hold) }, { onSuccess: (res) => notify(`Sheet ${res.sheet?.sheetNumber ?? ''} saved`, 'success') });
  };
  return (
    <form style={formStyle} onSubmit={onSubmit} aria-label={`Edit sheet ${sheet.sheetNumber}`} noValidate>
      <SheetFields defaults={sheet} hold={hold} onHold={setHold} errors={errors} />
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

import { useState, type FormEvent } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import { SheetKind } from '../../../gen/gusset/portal/v1/drawings_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useCreateSheet } from '../api/use-create-sheet';
import { formStyle, panel } from './drawings-admin-styles';
import { SheetFields, sheetInputOf } from './sheet-fields';

// NewSheet adds one sheet to the register before its drawing exists (a placeholder in the
// log, or a sheet to hold): a button that opens the form. The sheet has no revision, so
// it cannot be issued until a PDF is added to it by the bulk add. Its kind starts as Other
// (what an unset kind means), not the list's first.
export function NewSheet({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start', marginBottom: '1rem' }}>
      <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        New sheet without a drawing
      </button>
      {open && <NewSheetForm projectId={projectId} onDone={() => setOpen(false)} />}
    </div>
  );
}

function NewSheetForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const create = useCreateSheet();
  const { notify } = useNotice();
  const [hold, setHold] = useState(false);
  const errors = create.isError ? fieldViolations(create.error) : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(
      { projectId, sheet: sheetInputOf(event.currentTarget, hold) },
      {
        onSuccess: (res) => {
          notify(`Sheet ${res.sheet?.sheetNumber ?? ''} added without a drawing`, 'success');
          onDone();
        },
      },
    );
  };
  return (
    <form style={{ ...panel, ...formStyle, width: '100%' }} onSubmit={onSubmit} aria-label="New sheet" noValidate>
      <p className="admin-state">A sheet without a PDF: it shows in the register and the drawing log, and can be issued once a revision is added by the bulk add.</p>
      <SheetFields defaults={{ kind: SheetKind.OTHER }} hold={hold} onHold={setHold} errors={errors} />
      {create.isError && Object.keys(errors).length === 0 && (
        <p className="form-error" role="alert">
          {errorText(create.error)}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          Add sheet
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

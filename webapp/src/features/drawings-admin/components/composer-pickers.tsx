import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FieldError } from '../../../components/form/field-error';
import type { ClientUser } from '../../../gen/gusset/portal/v1/portal_pb';
import { anySheet, filtered, MoreSheets, SheetFilters, sheetsOf } from '../../../components/drawings/sheet-filters';
import { sheetStatusLabel } from '../../../lib/drawing-words';
import { errorText } from '../../../lib/error-text';
import { issuable } from './composer-fields';
import { useSheetPagesAdmin } from '../api/use-sheet-pages-admin';

const fieldset = { display: 'grid', gap: '0.4rem', padding: '0.75rem', border: '1px solid var(--line)', borderRadius: 'var(--radius)', minWidth: 0 } as const;
const scroller = { display: 'grid', gap: '0.35rem', maxHeight: '24rem', overflowY: 'auto', overflowWrap: 'anywhere' } as const;

function toggle(list: string[], id: string, on: boolean): string[] {
  return on ? [...list, id] : list.filter((x) => x !== id);
}

type RevisionPickerProps = { projectId: string; selected: string[]; onChange: (ids: string[]) => void; error?: string };

// RevisionPicker: the sheets' current revisions, a page at a time, searched and filtered
// by the server; a sheet on hold, or without a revision, cannot be chosen. What is
// chosen stays chosen across searches.
export function RevisionPicker({ projectId, selected, onChange, error }: RevisionPickerProps) {
  const [filter, setFilter] = useState(anySheet);
  const pages = useSheetPagesAdmin(projectId, filter);
  const errorId = useId();
  const shown = sheetsOf(pages);
  const choosable = shown.filter(issuable).map((s) => s.revisions[0].id);
  return (
    <fieldset style={fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>
        Sheet revisions ({selected.length} chosen)
      </legend>
      <SheetFilters filter={filter} onChange={setFilter} />
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => onChange([...new Set([...selected, ...choosable])])}>
          Choose all shown
        </button>
        <button type="button" className="button" onClick={() => onChange([])}>
          Clear
        </button>
      </div>
      <FieldError id={errorId} message={error} />
      {pages.isPending ? (
        <p className="admin-state" role="status">
          Loading the register...
        </p>
      ) : pages.isError ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(pages.error, 'Failed to load the register.')}
        </p>
      ) : (
        <div style={scroller}>
          {shown.length === 0 && <p className="admin-state">{filtered(filter) ? 'No sheet matches.' : 'No sheets yet.'}</p>}
          {shown.map((s) => {
            const current = s.revisions[0];
            const why = !current ? ' (no revision yet)' : s.hold ? ` (on hold: ${s.holdReason})` : '';
            return (
              <label key={s.id}>
                <input
                  type="checkbox"
                  disabled={!issuable(s)}
                  checked={current ? selected.includes(current.id) : false}
                  onChange={(e) => current && onChange(toggle(selected, current.id, e.target.checked))}
                />{' '}
                {s.sheetNumber} rev {s.revision || '—'}
                {s.title && ` · ${s.title}`} · {sheetStatusLabel(s.status)}
                {why}
                {s.rfiHolds.length > 0 && ` (on hold — ${s.rfiHolds.map((h) => h.numberText).join(', ')})`}
              </label>
            );
          })}
          <MoreSheets pages={pages} />
        </div>
      )}
    </fieldset>
  );
}

type PeoplePickerProps = {
  people: UseQueryResult<ClientUser[]>;
  recipients: string[];
  copies: string[];
  onRecipients: (ids: string[]) => void;
  onCopies: (ids: string[]) => void;
  recipientsError?: string;
  copiesError?: string;
};

// PeoplePicker: the client organization's people, as recipients or copies.
export function PeoplePicker({ people, recipients, copies, onRecipients, onCopies, recipientsError, copiesError }: PeoplePickerProps) {
  const ids = { to: useId(), copy: useId() };
  if (people.isPending) {
    return (
      <p className="admin-state" role="status">
        Loading the client's people...
      </p>
    );
  }
  if (people.isError) {
    return (
      <p className="admin-state admin-state--error" role="alert">
        {errorText(people.error, "Failed to load the client's people.")}
      </p>
    );
  }
  if (people.data.length === 0) return <p className="admin-state">The client organization has nobody to send to yet: invite people on the Clients screen.</p>;
  const group = (legend: string, id: string, chosen: string[], onChange: (ids: string[]) => void, error?: string) => (
    <fieldset style={fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <FieldError id={`${id}-error`} message={error} />
      {people.data.map((u) => (
        <label key={u.id}>
          <input type="checkbox" checked={chosen.includes(u.id)} onChange={(e) => onChange(toggle(chosen, u.id, e.target.checked))} /> {u.name ? `${u.name} (${u.email})` : u.email}
        </label>
      ))}
    </fieldset>
  );
  return (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
      {group('Recipients', ids.to, recipients, onRecipients, recipientsError)}
      {group('Copies', ids.copy, copies, onCopies, copiesError)}
    </div>
  );
}

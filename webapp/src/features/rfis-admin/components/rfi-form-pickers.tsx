import { useId, useState } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { anySheet, filtered, MoreSheets, SheetFilters, sheetsOf } from '../../../components/drawings/sheet-filters';
import type { RfiSheet } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { useRfiSheetPages, type RfiPersonChoice } from '../api/use-rfi-choices';
import { fieldset, scroller } from './rfi-styles';

function toggle(list: string[], id: string, on: boolean): string[] {
  return on ? [...list, id] : list.filter((x) => x !== id);
}

type SheetChoiceProps = { projectId: string; selected: string[]; chosen: RfiSheet[]; onChange: (ids: string[]) => void; error?: string };

// SheetChoice: the register's sheets, a page at a time, searched by the server; what is
// chosen stays chosen across searches (chosen names the sheets an edited RFI already has).
export function SheetChoice({ projectId, selected, chosen, onChange, error }: SheetChoiceProps) {
  const [filter, setFilter] = useState(anySheet);
  const pages = useRfiSheetPages(projectId, filter);
  const errorId = useId();
  const shown = sheetsOf(pages);
  const names = new Map<string, string>(chosen.map((s) => [s.sheetId, s.sheetNumber]));
  for (const s of shown) names.set(s.id, s.sheetNumber);
  return (
    <fieldset style={fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>Sheets it concerns ({selected.length} chosen)</legend>
      {selected.length > 0 && <p className="admin-state">Chosen: {selected.map((id) => names.get(id) ?? id).join(', ')}</p>}
      <SheetFilters filter={filter} onChange={setFilter} label="Find sheets" />
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
          {shown.length === 0 && <p className="admin-state">{filtered(filter) ? 'No sheet matches.' : 'No sheets in the register.'}</p>}
          {shown.map((s) => (
            <label key={s.id}>
              <input type="checkbox" checked={selected.includes(s.id)} onChange={(e) => onChange(toggle(selected, s.id, e.target.checked))} /> {s.sheetNumber}
              {s.title && ` · ${s.title}`}
            </label>
          ))}
        </div>
      )}
      <MoreSheets pages={pages} />
    </fieldset>
  );
}

type PeopleChoiceProps = {
  people: { people: RfiPersonChoice[]; isPending: boolean; error: unknown };
  assigneeId: string;
  distributionIds: string[];
  onAssignee: (id: string) => void;
  onDistribution: (ids: string[]) => void;
  assigneeError?: string;
  distributionError?: string;
};

const who = (p: RfiPersonChoice) => `${p.name} (${p.email})${p.reviewer ? ', outside reviewer' : ''}`;

// PeopleChoice: who must answer, and who is copied.
export function PeopleChoice({ people, assigneeId, distributionIds, onAssignee, onDistribution, assigneeError, distributionError }: PeopleChoiceProps) {
  const ids = { assignee: useId(), distribution: useId() };
  if (people.error)
    return (
      <p className="admin-state admin-state--error" role="alert">
        {errorText(people.error, "Failed to load the client's people.")}
      </p>
    );
  return (
    <>
      <div className="field" style={{ maxWidth: '40rem' }}>
        <label htmlFor={ids.assignee}>Asked of</label>
        <select
          id={ids.assignee}
          value={assigneeId}
          onChange={(e) => onAssignee(e.target.value)}
          aria-invalid={assigneeError ? true : undefined}
          aria-describedby={assigneeError ? `${ids.assignee}-error` : undefined}
        >
          <option value="">{people.isPending ? 'Loading…' : 'Choose who must answer'}</option>
          {people.people.map((p) => (
            <option key={p.id} value={p.id}>
              {who(p)}
            </option>
          ))}
        </select>
        <FieldError id={`${ids.assignee}-error`} message={assigneeError} />
      </div>
      <fieldset style={fieldset} aria-describedby={distributionError ? ids.distribution : undefined}>
        <legend>Copied to</legend>
        <FieldError id={ids.distribution} message={distributionError} />
        {people.people.length === 0 && <p className="admin-state">No one to copy.</p>}
        {people.people
          .filter((p) => p.id !== assigneeId)
          .map((p) => (
            <label key={p.id} style={{ overflowWrap: 'anywhere' }}>
              <input type="checkbox" checked={distributionIds.includes(p.id)} onChange={(e) => onDistribution(toggle(distributionIds, p.id, e.target.checked))} /> {who(p)}
            </label>
          ))}
      </fieldset>
    </>
  );
}

import { useId, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import { ReviewAction, type StampSet } from '../../../gen/gusset/portal/v1/reviews_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useStampSetAdmin, useUpdateStampSet } from '../api/use-stamp-set-admin';

// What each stamp means to the firm: fixed by the server, shown, never edited.
const actions = new Map<ReviewAction, string>([
  [ReviewAction.PROCEED, 'Proceed'],
  [ReviewAction.PROCEED_WITH_CORRECTIONS, 'Proceed with corrections'],
  [ReviewAction.RESUBMIT, 'Resubmit'],
  [ReviewAction.REJECT, 'Reject'],
  [ReviewAction.RECORD, 'Record'],
]);

// The stamps a client organization's reviewers return drawings with (on its page among the
// clients): staff rename them; the statuses and what they mean stay.
export function StampSetSection({ organizationId, organizationName }: { organizationId: string; organizationName: string }) {
  const set = useStampSetAdmin(organizationId);
  return (
    <section aria-labelledby="stamp-set-heading">
      <h2 id="stamp-set-heading">Review stamps of {organizationName}</h2>
      {set.isPending ? (
        <p className="admin-state" role="status">
          Loading the stamps...
        </p>
      ) : set.isError || !set.data ? (
        <p className="admin-state admin-state--error" role="alert">
          {errorText(set.error, 'Failed to load the stamps.')}
        </p>
      ) : (
        // A saved set remounts the form, so its fields show the names as saved.
        <StampSetForm key={set.data.stamps.map((s) => s.label).join('\n')} set={set.data} organizationName={organizationName} />
      )}
    </section>
  );
}

function StampSetForm({ set, organizationName }: { set: StampSet; organizationName: string }) {
  const update = useUpdateStampSet(set.organizationId);
  const { notify } = useNotice();
  const id = useId();
  const errors = update.isError ? fieldViolations(update.error) : {};
  const renamed = set.stamps.some((s) => s.label !== s.defaultLabel);
  // Every stamp is sent, in the set's order, so a violation's index is its row.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update.mutate(
      set.stamps.map((s, i) => ({ status: s.status, label: String(data.get(`label-${i}`) ?? '') })),
      { onSuccess: () => notify('Stamps saved', 'success') },
    );
  };
  const onReset = () =>
    update.mutate(
      set.stamps.map((s) => ({ status: s.status, label: '' })),
      { onSuccess: () => notify('Default stamp names restored', 'success') },
    );
  const rowError = (i: number) => errors[`stamp_set.stamps[${i}].label`] ?? errors[`stamp_set.stamps[${i}].status`];
  const shown = new Set(set.stamps.map((_, i) => rowError(i)).filter(Boolean));
  const other = Object.values(errors).filter((m) => !shown.has(m));
  return (
    <form onSubmit={onSubmit} aria-label={`Stamps of ${organizationName}`} noValidate>
      <p className="admin-state">
        The names print on the stamped drawings and show in the reviewers' form (at most 40 characters). An empty name is the default. Each stamp's action is fixed, as the register's statuses follow it.
      </p>
      <div className="admin-table-wrap" role="region" aria-label={`Stamp names of ${organizationName}`} tabIndex={0}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Stamp</th>
              <th scope="col">Action</th>
              <th scope="col">Name</th>
            </tr>
          </thead>
          <tbody>
            {set.stamps.map((s, i) => {
              const error = rowError(i);
              return (
                <tr key={s.status}>
                  <th scope="row">{s.defaultLabel}</th>
                  <td>{actions.get(s.action) ?? ''}</td>
                  <td>
                    <input
                      name={`label-${i}`}
                      type="text"
                      aria-label={`Name of ${s.defaultLabel}`}
                      maxLength={40}
                      defaultValue={s.label === s.defaultLabel ? '' : s.label}
                      placeholder={s.defaultLabel}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-${i}-error` : undefined}
                    />
                    <FieldError id={`${id}-${i}-error`} message={error} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {update.isError && (other.length > 0 || Object.keys(errors).length === 0) && (
        <p className="form-error" role="alert">
          {other.length > 0 ? other.join(' ') : errorText(update.error)}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          Save stamps
        </button>
        <button type="button" className="button" disabled={update.isPending || !renamed} onClick={onReset}>
          Restore the default names
        </button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import { formatDateTime } from '../../../lib/format-date';
import { useCreateStaff, useResetStaffPassword, useSetStaffDisabled, useStaff } from '../api/use-staff';
import { errorText } from '../../../lib/error-text';
import './staff-admin.css';

// A temporary password is shown once, to be handed over; its owner must replace it at
// the first sign-in.
type Handover = { username: string; password: string };

export function StaffAdminPage() {
  const staff = useStaff();
  const create = useCreateStaff();
  const setDisabled = useSetStaffDisabled();
  const reset = useResetStaffPassword();
  const { notify } = useNotice();
  const confirm = useConfirm();
  const [handover, setHandover] = useState<Handover | null>(null);
  const ids = { username: useId(), password: useId() };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    create.mutate(
      { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? '') },
      {
        onSuccess: (res) => {
          setHandover({ username: res.user?.username ?? '', password: res.temporaryPassword });
          formElement.reset();
          notify('Staff account created', 'success');
        },
      },
    );
  };

  const onToggle = (id: string, username: string, disabled: boolean) => {
    setDisabled.mutate(
      { id, disabled },
      {
        onSuccess: () => notify(`${username} ${disabled ? 'disabled: their sessions have ended' : 're-enabled'}`, 'success'),
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  };

  const onReset = async (id: string, username: string) => {
    if (!(await confirm(`Give ${username} a new temporary password?`, 'Their sessions end now.', 'Reset password'))) return;
    reset.mutate(id, {
      onSuccess: (res) => setHandover({ username, password: res.temporaryPassword }),
      onError: (error) => notify(errorText(error), 'error'),
    });
  };

  return (
    <div className="staff-admin">
      {handover && (
        <p className="staff-admin__handover" role="status">
          Temporary password for <strong>{handover.username}</strong>: <code data-testid="temporary-password">{handover.password}</code>. It is
          shown only now; they choose their own at the first sign-in.
        </p>
      )}
      <section aria-labelledby="staff-admin-create">
        <h2 id="staff-admin-create">Add a staff account</h2>
        <form className="staff-admin__create" onSubmit={onCreate}>
          {create.isError && (
            <p className="form-error" role="alert">
              {errorText(create.error)}
            </p>
          )}
          <div className="field">
            <label htmlFor={ids.username}>Username</label>
            <input id={ids.username} name="username" type="text" autoComplete="off" required />
          </div>
          <div className="field">
            <label htmlFor={ids.password}>Temporary password (empty: generate one)</label>
            <input id={ids.password} name="password" type="text" autoComplete="new-password" />
          </div>
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            Create account
          </button>
        </form>
      </section>
      <section aria-labelledby="staff-admin-list">
        <h2 id="staff-admin-list">Staff accounts</h2>
        {staff.isPending ? (
          <p className="admin-state" role="status">
            Loading staff...
          </p>
        ) : staff.isError ? (
          <p className="admin-state admin-state--error" role="alert">
            Failed to load the staff accounts.
          </p>
        ) : (
          <div className="admin-table-wrap" role="region" aria-label="Staff accounts table" tabIndex={0}>
            <table className="staff-admin__table">
              <thead>
                <tr>
                  <th scope="col">Username</th>
                  <th scope="col">Status</th>
                  <th scope="col">Two-factor</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {staff.data.map((u) => (
                  <tr key={u.id}>
                    <td>{u.username}</td>
                    <td>{u.disabled ? 'Disabled' : u.mustChangePassword ? 'Active (must set a password)' : 'Active'}</td>
                    <td>{u.totpEnabled ? 'On' : 'Off'}</td>
                    <td>{u.lastSignInTime ? formatDateTime(u.lastSignInTime) : 'Never'}</td>
                    <td className="staff-admin__actions">
                      <button type="button" className="button" onClick={() => onToggle(u.id, u.username, !u.disabled)} disabled={setDisabled.isPending}>
                        {u.disabled ? 'Re-enable' : 'Disable'}
                      </button>
                      <button type="button" className="button" onClick={() => onReset(u.id, u.username)} disabled={reset.isPending}>
                        Reset password
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

import { useId, type FormEvent } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import { useChangePassword } from '../api/use-account';
import { errorText } from '../../../lib/error-text';

export function PasswordSection() {
  const change = useChangePassword();
  const { notify } = useNotice();
  const ids = { current: useId(), next: useId() };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    change.mutate(
      { currentPassword: String(form.get('current') ?? ''), newPassword: String(form.get('next') ?? '') },
      {
        onSuccess: () => {
          formElement.reset();
          notify('Password changed: your other sessions have ended', 'success');
        },
      },
    );
  };

  return (
    <section aria-labelledby="account-password">
      <h2 id="account-password">Password</h2>
      <form className="account__form" onSubmit={onSubmit}>
        {change.isError && (
          <p className="form-error" role="alert">
            {errorText(change.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.current}>Current password</label>
          <input id={ids.current} name="current" type="password" autoComplete="current-password" required />
        </div>
        <div className="field">
          <label htmlFor={ids.next}>New password (at least 8 characters)</label>
          <input id={ids.next} name="next" type="password" autoComplete="new-password" minLength={8} required />
        </div>
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          Change password
        </button>
      </form>
    </section>
  );
}

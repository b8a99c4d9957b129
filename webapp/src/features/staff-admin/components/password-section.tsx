import { type FormEvent } from 'react';
import { PasswordFields } from '../../../components/form/password-fields';
import { useNotice } from '../../../components/notice/notice-context';
import { useChangePassword } from '../api/use-account';
import { errorText } from '../../../lib/error-text';

export function PasswordSection() {
  const change = useChangePassword();
  const { notify } = useNotice();

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
        <PasswordFields />
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          Change password
        </button>
      </form>
    </section>
  );
}

import { type FormEvent } from 'react';
import { PasswordFields } from '../../../components/form/password-fields';
import { TwoFactorSection } from '../../../components/two-factor/two-factor-section';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { isOutsideReviewer } from '../../../lib/portal-me';
import { useBeginTotp, useConfirmTotp, useDisableTotp, usePortalMe, useSetPortalPassword } from '../api/use-portal';
import { LanguageSelect } from './portal-language';
import * as m from './portal-messages';
import { useClientSession } from './portal-shell';
import '../../../components/form/field.css';

// PortalAccount is the client's account: their password and two-factor sign-in (the
// same authenticator codes as staff); an outside reviewer's, two-factor sign-in only.
export function PortalAccount() {
  const t = useT();
  const { signedIn } = useClientSession();
  const me = usePortalMe(signedIn);
  const calls = { begin: useBeginTotp(), confirm: useConfirmTotp(), disable: useDisableTotp() };
  return (
    <section className="client-portal__account" aria-labelledby="portal-account">
      <h2 id="portal-account">{t(m.account)}</h2>
      {me.data && <LanguageSelect choice={me.data.language} />}
      {/* An outside reviewer signs in by link only: setting a password is refused them. */}
      {me.data && !isOutsideReviewer(me.data) && <PasswordForm hasPassword={me.data.hasPassword} />}
      {me.data && (
        <details className="client-portal__password">
          <summary>{me.data.totpEnabled ? t(m.twoFactorOn) : t(m.twoFactorOff)}</summary>
          <TwoFactorSection enabled={me.data.totpEnabled} {...calls} />
        </details>
      )}
    </section>
  );
}

// PasswordForm sets a password (after a first sign-in by link) or changes it.
function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const setPassword = useSetPortalPassword();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPassword.mutate(
      { currentPassword: String(data.get('current') ?? ''), newPassword: String(data.get('next') ?? '') },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <details className="client-portal__password">
      <summary>{hasPassword ? t(m.changePassword) : t(m.choosePassword)}</summary>
      <form onSubmit={onSubmit} className="client-portal__form">
        {setPassword.isError && (
          <p className="form-error" role="alert">
            {errorText(setPassword.error)}
          </p>
        )}
        {setPassword.isSuccess && <p role="status">{t(m.passwordSaved)}</p>}
        <PasswordFields askCurrent={hasPassword} />
        <button type="submit" className="button button--primary" disabled={setPassword.isPending}>
          {t(m.savePassword)}
        </button>
      </form>
    </details>
  );
}

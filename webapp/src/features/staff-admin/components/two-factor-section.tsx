import { useId, useState, type FormEvent } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import { useBeginTotp, useConfirmTotp, useDisableTotp } from '../api/use-account';
import { errorText } from '../../../lib/error-text';

// Set-up: the server makes a secret (QR code and text), a first code confirms it, and
// the ten recovery codes are shown this once (the server keeps only their hashes).
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const begin = useBeginTotp();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const { notify } = useNotice();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const ids = { code: useId(), disableCode: useId(), disablePassword: useId() };

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    confirm.mutate(code, {
      onSuccess: (res) => {
        setRecoveryCodes(res.recoveryCodes);
        begin.reset();
        notify('Two-factor sign-in is on', 'success');
      },
    });
  };

  const onDisable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    disable.mutate(
      { code: String(form.get('code') ?? '').trim(), password: String(form.get('password') ?? '') },
      { onSuccess: () => notify('Two-factor sign-in is off', 'success') },
    );
  };

  return (
    <section aria-labelledby="account-2fa">
      <h2 id="account-2fa">Two-factor sign-in</h2>
      {recoveryCodes.length > 0 && (
        <div className="account__notice" role="status">
          <p>
            <strong>Recovery codes.</strong> Each signs you in once if you lose your phone. Keep them somewhere safe: they are
            shown only now.
          </p>
          <ul className="account__codes" aria-label="Recovery codes">
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {enabled ? (
        <form className="account__form" onSubmit={onDisable}>
          <p>Two-factor sign-in is on. To turn it off, give a current code or your password.</p>
          {disable.isError && (
            <p className="form-error" role="alert">
              {errorText(disable.error)}
            </p>
          )}
          <div className="field">
            <label htmlFor={ids.disableCode}>Authenticator code</label>
            <input id={ids.disableCode} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" />
          </div>
          <div className="field">
            <label htmlFor={ids.disablePassword}>or password</label>
            <input id={ids.disablePassword} name="password" type="password" autoComplete="current-password" />
          </div>
          <button type="submit" className="button" disabled={disable.isPending}>
            Turn off two-factor sign-in
          </button>
        </form>
      ) : begin.data ? (
        <form className="account__form" onSubmit={onConfirm}>
          <p>Scan the QR code with an authenticator app (or type the key), then enter the code it shows.</p>
          <img className="account__qr" src={begin.data.qrCodeDataUrl} alt="QR code for the authenticator app" />
          <p>
            Key: <code data-testid="totp-secret">{begin.data.secret}</code>
          </p>
          {confirm.isError && (
            <p className="form-error" role="alert">
              {errorText(confirm.error)}
            </p>
          )}
          <div className="field">
            <label htmlFor={ids.code}>Code from the app</label>
            <input id={ids.code} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" required />
          </div>
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            Turn on two-factor sign-in
          </button>
        </form>
      ) : (
        <div className="account__form">
          <p>Two-factor sign-in is off. With it on, signing in also needs a code from an app on your phone.</p>
          {begin.isError && (
            <p className="form-error" role="alert">
              {errorText(begin.error)}
            </p>
          )}
          <button type="button" className="button button--primary" onClick={() => begin.mutate()} disabled={begin.isPending}>
            Set up two-factor sign-in
          </button>
        </div>
      )}
    </section>
  );
}

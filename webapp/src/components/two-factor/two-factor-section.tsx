import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../lib/error-text';
import '../form/field.css';
import './two-factor.css';

// The calls behind the section: staff's AccountService or the portal's
// PortalAuthService, which answer alike (the same TOTP on the server, package auth).
export type TwoFactorCalls = {
  begin: UseMutationResult<{ secret: string; qrCodeDataUrl: string }, Error, void>;
  confirm: UseMutationResult<{ recoveryCodes: string[] }, Error, string>;
  disable: UseMutationResult<unknown, Error, { code: string; password: string }>;
};

type Props = TwoFactorCalls & {
  enabled: boolean;
  // onDone tells the user a change took (a notice); without it the section says so itself.
  onDone?: (message: string) => void;
};

// Set-up: the server makes a secret (QR code and text), a first code confirms it, and
// the ten recovery codes are shown this once (the server keeps only their hashes).
export function TwoFactorSection({ enabled, begin, confirm, disable, onDone }: Props) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const ids = { code: useId(), disableCode: useId(), disablePassword: useId(), heading: useId() };
  const tell = (message: string) => (onDone ? onDone(message) : setDone(message));

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    confirm.mutate(code, {
      onSuccess: (res) => {
        setRecoveryCodes(res.recoveryCodes);
        begin.reset();
        tell('Two-factor sign-in is on');
      },
    });
  };

  const onDisable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    disable.mutate(
      { code: String(form.get('code') ?? '').trim(), password: String(form.get('password') ?? '') },
      {
        onSuccess: () => {
          setRecoveryCodes([]);
          tell('Two-factor sign-in is off');
        },
      },
    );
  };

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Two-factor sign-in</h2>
      {done && <p role="status">{done}</p>}
      {recoveryCodes.length > 0 && (
        <div className="two-factor__notice" role="status">
          <p>
            <strong>Recovery codes.</strong> Each signs you in once if you lose your phone. Keep them somewhere safe: they are
            shown only now.
          </p>
          <ul className="two-factor__codes" aria-label="Recovery codes">
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {enabled ? (
        <form className="two-factor__form" onSubmit={onDisable}>
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
        <form className="two-factor__form" onSubmit={onConfirm}>
          <p>Scan the QR code with an authenticator app (or type the key), then enter the code it shows.</p>
          <img className="two-factor__qr" src={begin.data.qrCodeDataUrl} alt="QR code for the authenticator app" />
          <p className="two-factor__key">
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
        <div className="two-factor__form">
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

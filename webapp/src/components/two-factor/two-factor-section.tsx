import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n/locale';
import * as m from './two-factor-messages';
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
  const t = useT();
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
        tell(t(m.turnedOn));
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
          tell(t(m.turnedOff));
        },
      },
    );
  };

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t(m.heading)}</h2>
      {done && <p role="status">{done}</p>}
      {recoveryCodes.length > 0 && (
        <div className="two-factor__notice" role="status">
          <p>
            <strong>{t(m.recoveryTitle)}</strong> {t(m.recoveryNote)}
          </p>
          <ul className="two-factor__codes" aria-label={t(m.recoveryList)}>
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {enabled ? (
        <form className="two-factor__form" onSubmit={onDisable}>
          <p>{t(m.onIntro)}</p>
          {disable.isError && (
            <p className="form-error" role="alert">
              {errorText(disable.error, undefined, t)}
            </p>
          )}
          <div className="field">
            <label htmlFor={ids.disableCode}>{t(m.authenticatorCode)}</label>
            <input id={ids.disableCode} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" />
          </div>
          <div className="field">
            <label htmlFor={ids.disablePassword}>{t(m.orPassword)}</label>
            <input id={ids.disablePassword} name="password" type="password" autoComplete="current-password" />
          </div>
          <button type="submit" className="button" disabled={disable.isPending}>
            {t(m.turnOff)}
          </button>
        </form>
      ) : begin.data ? (
        <form className="two-factor__form" onSubmit={onConfirm}>
          <p>{t(m.scan)}</p>
          <img className="two-factor__qr" src={begin.data.qrCodeDataUrl} alt={t(m.qrAlt)} />
          <p className="two-factor__key">
            {t(m.key)} <code data-testid="totp-secret">{begin.data.secret}</code>
          </p>
          {confirm.isError && (
            <p className="form-error" role="alert">
              {errorText(confirm.error, undefined, t)}
            </p>
          )}
          <div className="field">
            <label htmlFor={ids.code}>{t(m.codeFromApp)}</label>
            <input id={ids.code} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" required />
          </div>
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {t(m.turnOn)}
          </button>
        </form>
      ) : (
        <div className="two-factor__form">
          <p>{t(m.offIntro)}</p>
          {begin.isError && (
            <p className="form-error" role="alert">
              {errorText(begin.error, undefined, t)}
            </p>
          )}
          <button type="button" className="button button--primary" onClick={() => begin.mutate()} disabled={begin.isPending}>
            {t(m.setUp)}
          </button>
        </div>
      )}
    </section>
  );
}

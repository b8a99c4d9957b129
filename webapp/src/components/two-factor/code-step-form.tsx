import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n/locale';
import * as m from './two-factor-messages';
import '../form/field.css';

type Props = {
  pending: boolean;
  error: unknown;
  // submit gets the typed value as an authenticator code or as a recovery code.
  submit: (input: { code: string; recoveryCode: string }) => void;
  onRestart: () => void;
  // heading is the form's title element (each page names its own level).
  heading: ReactNode;
  className?: string;
};

// The second sign-in step of an account with two-factor sign-in (staff's and the
// portal's clients'): a code from the authenticator app, or one of the recovery codes.
export function CodeStepForm({ pending, error, submit, onRestart, heading, className }: Props) {
  const t = useT();
  const [useRecovery, setUseRecovery] = useState(false);
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    submit({ code: useRecovery ? '' : value, recoveryCode: useRecovery ? value : '' });
  };
  return (
    <form onSubmit={onSubmit} aria-label={t(m.secondStep)} className={className}>
      {heading}
      {error != null && (
        <p className="form-error" role="alert">
          {errorText(error, undefined, t)}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>{useRecovery ? t(m.recoveryCode) : t(m.authenticatorCode)}</label>
        <input
          key={useRecovery ? 'recovery' : 'totp'}
          id={id}
          name="code"
          type="text"
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          required
          autoFocus
        />
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {t(m.verify)}
      </button>
      <p className="login__alt">
        <button type="button" className="link-button" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? t(m.useApp) : t(m.useRecovery)}
        </button>{' '}
        ·{' '}
        <button type="button" className="link-button" onClick={onRestart}>
          {t(m.startAgain)}
        </button>
      </p>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/error-text';
import { useLoginSecondFactor } from '../api/use-login';
import type { RequiredStep } from '../../../gen/gusset/auth/v1/auth_pb';

type Props = {
  challengeToken: string;
  onSignedIn: (step: RequiredStep) => void;
  onRestart: () => void;
};

// The second sign-in step of an account with two-factor sign-in: a code from the
// authenticator app, or one of the recovery codes.
export function SecondFactorForm({ challengeToken, onSignedIn, onRestart }: Props) {
  const [useRecovery, setUseRecovery] = useState(false);
  const second = useLoginSecondFactor();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    second.mutate(
      { challengeToken, code: useRecovery ? '' : value, recoveryCode: useRecovery ? value : '' },
      { onSuccess: (response) => onSignedIn(response.requiredStep) },
    );
  };

  const error = second.isError ? errorText(second.error) : null;

  return (
    <form onSubmit={onSubmit} aria-label="Second sign-in step">
      <h1>Two-factor sign in</h1>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor={id}>{useRecovery ? 'Recovery code' : 'Authenticator code'}</label>
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
      <button type="submit" className="button button--primary" disabled={second.isPending}>
        Verify
      </button>
      <p className="login__alt">
        <button type="button" className="link-button" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>{' '}
        ·{' '}
        <button type="button" className="link-button" onClick={onRestart}>
          Start again
        </button>
      </p>
    </form>
  );
}

import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { withReauth } from '../../../lib/reauth';
import { TransportProvider, useTransport } from '../../../lib/transport-context';
import { useReauthenticate } from '../api/use-reauthenticate';
import '../../../components/form/field.css';

type Mode = 'password' | 'code' | 'recovery';

// ReauthBoundary is the back office's one answer to "re-authentication required": every
// staff screen under it calls through lib/reauth.ts's withReauth, so a sensitive action
// refused for want of a fresh proof opens this dialog (the password, or with two-factor
// sign-in a code) and is sent again once the proof is accepted. Calls refused together
// share one dialog. No screen handles it itself.
export function ReauthBoundary({ twoFactor, children }: { twoFactor: boolean; children: ReactNode }) {
  const transport = useTransport();
  // settle answers the waiting calls: true sends them again, false lets them fail.
  const [settle, setSettle] = useState<((proved: boolean) => void) | null>(null);
  const [mode, setMode] = useState<Mode>(twoFactor ? 'code' : 'password');
  const reauth = useReauthenticate();
  const { reset } = reauth;
  // The calls waiting for a proof share one request; the dialog listens for it.
  const [requests] = useState(() => {
    let asking: Promise<boolean> | null = null;
    let open: ((resolve: (proved: boolean) => void) => void) | null = null;
    return {
      ask: () =>
        (asking ??= new Promise<boolean>((resolve) => (open ? open(resolve) : resolve(false))).finally(() => {
          asking = null;
        })),
      listen: (fn: (resolve: (proved: boolean) => void) => void) => {
        open = fn;
        return () => {
          open = null;
        };
      },
    };
  });
  useEffect(
    () =>
      requests.listen((resolve) => {
        reset();
        setMode(twoFactor ? 'code' : 'password');
        setSettle(() => resolve);
      }),
    [requests, reset, twoFactor],
  );
  const guarded = useMemo(() => withReauth(transport, requests.ask), [transport, requests]);

  const finish = (proved: boolean) => {
    settle?.(proved);
    setSettle(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('proof') ?? '');
    const proof = {
      password: mode === 'password' ? value : '',
      code: mode === 'code' ? value.trim() : '',
      recoveryCode: mode === 'recovery' ? value.trim() : '',
    };
    reauth.mutate(proof, {
      onSuccess: () => finish(true),
      onError: (error) => {
        // The account's two-factor state changed since the page learnt it: ask for the other proof.
        const fields = fieldViolations(error);
        if (mode === 'password' && 'code' in fields) setMode('code');
        if (mode !== 'password' && 'password' in fields) setMode('password');
      },
    });
  };

  const inputId = useId();
  const errorId = useId();
  const label = { password: 'Password', code: 'Authenticator code', recovery: 'Recovery code' }[mode];
  const error = reauth.isError ? errorText(reauth.error) : null;
  return (
    <TransportProvider transport={guarded}>
      {children}
      <Dialog open={settle !== null} title="Confirm it’s you" onClose={() => finish(false)} locked={reauth.isPending}>
        <form onSubmit={onSubmit} aria-label="Confirm it’s you">
          <p>
            {mode === 'password'
              ? 'This action needs your password again (it was last checked more than 10 minutes ago).'
              : 'This action needs a code from your authenticator app again (your identity was last checked more than 10 minutes ago).'}
          </p>
          {error && (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="field">
            <label htmlFor={inputId}>{label}</label>
            <input
              key={mode}
              id={inputId}
              name="proof"
              type={mode === 'password' ? 'password' : 'text'}
              autoComplete={mode === 'password' ? 'current-password' : 'one-time-code'}
              inputMode={mode === 'code' ? 'numeric' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              required
              autoFocus
            />
          </div>
          {mode !== 'password' && (
            <p>
              <button type="button" className="link-button" onClick={() => setMode(mode === 'code' ? 'recovery' : 'code')}>
                {mode === 'code' ? 'Use a recovery code' : 'Use the authenticator app'}
              </button>
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => finish(false)} disabled={reauth.isPending}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={reauth.isPending}>
              Confirm
            </button>
          </div>
        </form>
      </Dialog>
    </TransportProvider>
  );
}

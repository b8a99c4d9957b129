import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { nextPath } from '../../../lib/next-page';
import { useNotice } from '../../../components/notice/notice-context';
import { staff } from '../../../config/pages.json';
import { useSite } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import { RequiredStep } from '../../../gen/gusset/auth/v1/auth_pb';
import { useLogin } from '../api/use-login';
import { loginErrorMessage } from './login-error-message';
import { SecondFactorForm } from './second-factor-form';
import '../../../components/form/field.css';
import './login-page.css';

export function LoginPage() {
  const site = useSite();
  usePageTitle(staff.screens['/admin/login'].name);
  const login = useLogin();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const ids = { username: useId(), password: useId() };
  const [params] = useSearchParams();
  const next = nextPath(params.get('next'), 'admin', '/admin/dashboard');
  const [remember, setRemember] = useState(false);
  const [challenge, setChallenge] = useState('');
  const queryClient = useQueryClient();

  // A session ends here (logout, expiry, revocation). The logout drops what staff screens
  // read, but the router commits this page in a transition, so the screens being left can
  // render once more and read again (the guard's "me", seen in 1 of a few runs); once this
  // page is committed they are gone, and what nothing shows any more is dropped for good.
  useEffect(() => {
    queryClient.removeQueries({ predicate: (q) => q.getObserversCount() === 0 });
  }, [queryClient]);

  // A password to change or two-factor sign-in to set up comes before anything else;
  // then the page a link asked for (next), or the dashboard.
  const signedIn = (step: RequiredStep) => {
    notify('login successful', 'success');
    void navigate(step === RequiredStep.UNSPECIFIED ? next : '/admin/account', { replace: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate(
      { username: String(form.get('username') ?? ''), password: String(form.get('password') ?? ''), remember },
      {
        onSuccess: (response) => {
          if (response.secondFactorRequired) setChallenge(response.challengeToken);
          else signedIn(response.requiredStep);
        },
      },
    );
  };

  const error = login.isError ? loginErrorMessage(login.error) : null;

  if (challenge) {
    return (
      <main id="main" className="login">
        <div className="login__card">
          <p className="login__brand">{site.company}</p>
          <SecondFactorForm challengeToken={challenge} remember={remember} onSignedIn={signedIn} onRestart={() => setChallenge('')} />
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="login">
      <form className="login__card" onSubmit={onSubmit}>
        <p className="login__brand">{site.company}</p>
        <h1>Staff sign in</h1>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.username}>Username</label>
          <input id={ids.username} name="username" type="text" autoComplete="username" required autoFocus />
        </div>
        <div className="field">
          <label htmlFor={ids.password}>Password</label>
          <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
        </div>
        <label className="login__remember">
          <input name="remember" type="checkbox" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} /> Keep me signed in for 30 days
        </label>
        <button type="submit" className="button button--primary" disabled={login.isPending}>
          Sign in
        </button>
      </form>
    </main>
  );
}

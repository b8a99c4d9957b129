import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { nextPath } from '../../../lib/next-page';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePortalSignIn } from '../api/use-portal';
import { PortalCodeStep } from './portal-code-step';
import * as m from './portal-messages';
import { PortalRequestLink } from './portal-request-link';
import '../../../components/form/field.css';
import './portal.css';

export function PortalSignInPage() {
  const t = useT();
  usePageTitle(t(m.signInTitle));
  const signIn = usePortalSignIn();
  const navigate = useNavigate();
  const ids = { email: useId(), password: useId() };
  const [challenge, setChallenge] = useState('');
  const [remember, setRemember] = useState(false);
  const [params] = useSearchParams();
  const next = nextPath(params.get('next'), 'portal', '/portal/projects');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate(
      { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? ''), remember },
      {
        onSuccess: (res) => {
          if (res.secondFactorRequired) setChallenge(res.challengeToken);
          else void navigate(next, { replace: true });
        },
      },
    );
  };
  if (challenge) {
    return (
      <main id="main" className="client-portal client-portal--narrow">
        <PortalCodeStep challengeToken={challenge} next={next} remember={remember} onRestart={() => setChallenge('')} />
      </main>
    );
  }
  return (
    <main id="main" className="client-portal client-portal--narrow">
      <form className="client-portal__card" onSubmit={onSubmit}>
        <h1>{t(m.signInTitle)}</h1>
        <p>{t(m.signInIntro)}</p>
        {signIn.isError && (
          <p className="form-error" role="alert">
            {errorText(signIn.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.email}>{t(m.email)}</label>
          <input id={ids.email} name="email" type="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor={ids.password}>{t(m.password)}</label>
          <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
        </div>
        <label className="client-portal__remember">
          <input name="remember" type="checkbox" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} /> {t(m.remember)}
        </label>
        <button type="submit" className="button button--primary" disabled={signIn.isPending}>
          {t(m.signIn)}
        </button>
      </form>
      <PortalRequestLink />
    </main>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/locale';
import { nextPath } from '../../../lib/next-page';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePortalLinkSignIn } from '../api/use-portal';
import { FreshLinkButton } from './fresh-link-button';
import { PortalCodeStep } from './portal-code-step';
import * as m from './portal-messages';
import './portal.css';

// nextPage is where a link goes once signed in: its `next` when that is a page of the
// portal on this site (an outside reviewer's transmittal), else the projects.
export function nextPage(next: string | null): string {
  return nextPath(next, 'portal', '/portal/projects');
}

// PortalLinkPage is where an e-mailed sign-in link lands. A link works once: it is spent
// once per page (the ref holds through React's double effects in development).
export function PortalLinkPage() {
  const t = useT();
  usePageTitle(t(m.linkTitle));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const next = nextPage(params.get('next'));
  const hydrated = useHydrated();
  const signIn = usePortalLinkSignIn();
  const navigate = useNavigate();
  const spent = useRef(false);
  const [challenge, setChallenge] = useState('');
  useEffect(() => {
    if (!hydrated || spent.current || !token) return;
    spent.current = true;
    signIn.mutate(token, {
      onSuccess: (res) => {
        if (res.secondFactorRequired) setChallenge(res.challengeToken);
        else void navigate(next, { replace: true });
      },
    });
  }, [hydrated, token, next, signIn, navigate]);
  // The link is spent: a wrong start again goes to the sign-in page, for a new link.
  if (challenge) {
    return (
      <main id="main" className="client-portal client-portal--narrow">
        <PortalCodeStep challengeToken={challenge} next={next} onRestart={() => void navigate('/portal/sign-in', { replace: true })} />
      </main>
    );
  }
  const failed = signIn.isError || (hydrated && !token);
  return (
    <main id="main" className="client-portal client-portal--narrow">
      <div className="client-portal__card">
        <h1>{t(m.portal)}</h1>
        {failed ? (
          <>
            <p className="form-error" role="alert">
              {token ? errorText(signIn.error) : t(m.linkIncomplete)}
            </p>
            {token && <FreshLinkButton token={token} />}
            <p>
              {t(m.linkAskNew)} <Link to="/portal/sign-in">{t(m.linkUsePassword)}</Link>.
            </p>
          </>
        ) : (
          <p role="status">{t(m.signingIn)}</p>
        )}
      </div>
    </main>
  );
}

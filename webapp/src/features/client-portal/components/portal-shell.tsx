import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/locale';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { isOutsideReviewer } from '../../../lib/portal-me';
import { useHydrated } from '../../../lib/use-hydrated';
import { NotificationBell } from '../../../components/notifications/notification-bell';
import { clientNotificationsApi } from '../api/use-notifications';
import { usePortalMe, usePortalSignOut } from '../api/use-portal';
import * as m from './portal-messages';
import './portal.css';

// useClientSession is whether the page may ask for the client's session: the session is
// an HttpOnly cookie only the server reads, so once hydrated the page asks (me), and an
// unknown one goes to the sign-in page (useSignInOnExpiry). The server's render (and
// hydration) shows the loading state.
export function useClientSession(): { ready: boolean; signedIn: boolean } {
  const hydrated = useHydrated();
  return { ready: hydrated, signedIn: hydrated };
}

// PortalShell frames the signed-in portal: who is signed in, the way home and out.
export function PortalShell({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const session = useClientSession();
  const me = usePortalMe(session.signedIn);
  const signOut = usePortalSignOut();
  const navigate = useNavigate();
  useSignInOnExpiry(me.error);
  if (session.ready && !session.signedIn) return <Navigate to="/portal/sign-in" replace />;
  return (
    <main id="main" className="client-portal">
      <header className="client-portal__bar">
        <Link to="/portal/projects" className="client-portal__home">
          {t(m.portal)}
        </Link>
        {/* Outside reviewers follow transmittals and RFIs by their mail: no project's list. */}
        {me.data && !isOutsideReviewer(me.data) && <NotificationBell api={clientNotificationsApi} />}
        <span className="client-portal__who">{me.data ? `${me.data.email} · ${isOutsideReviewer(me.data) ? t(m.outsideReviewer) : me.data.organizationName}` : ''}</span>
        <button type="button" className="button" disabled={!session.signedIn || signOut.isPending} onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate('/portal/sign-in', { replace: true }) })}>
          {t(m.signOut)}
        </button>
      </header>
      <h1>{title}</h1>
      {session.signedIn ? children : <p role="status">{t(m.loading)}</p>}
    </main>
  );
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { RequiredStep } from '../../../gen/gusset/auth/v1/auth_pb';
import { isUnauthenticated } from '../../../lib/connect-code';
import { signInPath } from '../../../lib/next-page';
import { StaffUserContext } from '../../../lib/staff-user';
import { useMe } from '../api/use-me';
import { ReauthBoundary } from './reauth-boundary';

// Guards every back-office route. The session is an HttpOnly cookie the page cannot
// read: the server says (me) whether there is one; without it, the sign-in page comes
// back here afterwards.
export function RequireStaff() {
  return <VerifiedSession />;
}

// The screen where a required step (a new password, two-factor set-up) is taken; the
// server refuses everything else until it is done.
const accountPath = '/admin/account';

function VerifiedSession() {
  const me = useMe();
  const { pathname } = useLocation();
  const rejected = me.isError && isUnauthenticated(me.error);

  if (me.isPending) {
    return (
      <p className="app-loading" role="status">
        Loading authentication...
      </p>
    );
  }
  if (rejected) return <Navigate to={signInPath('/admin/login', pathname)} replace />;
  if (me.isError) {
    return (
      <main id="main" className="page page--centered">
        <h1>Could not check your session</h1>
        <p role="alert">Something went wrong, Please try again later</p>
        <button type="button" className="button button--primary" onClick={() => void me.refetch()}>
          Try again
        </button>
      </main>
    );
  }
  if (me.data.requiredStep !== RequiredStep.UNSPECIFIED && pathname !== accountPath) {
    return <Navigate to={accountPath} replace />;
  }
  return (
    <StaffUserContext value={me.data.user ?? null}>
      <ReauthBoundary twoFactor={me.data.user?.totpEnabled ?? false}>
        <Outlet />
      </ReauthBoundary>
    </StaffUserContext>
  );
}

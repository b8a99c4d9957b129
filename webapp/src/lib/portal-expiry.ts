import { Code, ConnectError } from '@connectrpc/connect';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInPath } from './next-page';

// useSignInOnExpiry sends the client back to the portal's sign-in page when the server no
// longer knows their session (error is a query's or a mutation's), to come back to this
// page afterwards. Shared by the portal's
// features: each of their queries handles Unauthenticated itself.
export function useSignInOnExpiry(error: unknown) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (error instanceof ConnectError && error.code === Code.Unauthenticated) void navigate(signInPath('/portal/sign-in', pathname), { replace: true });
  }, [error, navigate, pathname]);
}

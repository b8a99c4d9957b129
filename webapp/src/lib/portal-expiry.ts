import { Code, ConnectError } from '@connectrpc/connect';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

// useSignInOnExpiry sends the client back to the portal's sign-in page when the server no
// longer knows their session (error is a query's or a mutation's). Shared by the portal's
// features: each of their queries handles Unauthenticated itself.
export function useSignInOnExpiry(error: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (error instanceof ConnectError && error.code === Code.Unauthenticated) void navigate('/portal/sign-in', { replace: true });
  }, [error, navigate]);
}

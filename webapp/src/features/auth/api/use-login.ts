import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthService } from '../../../gen/gusset/auth/v1/auth_pb';
import { useClient } from '../../../lib/use-client';

// remember keeps the browser signed in for up to 30 days (ending after 7 idle days).
export type Credentials = { username: string; password: string; remember: boolean };
export type SecondFactor = { challengeToken: string; code: string; recoveryCode: string; remember: boolean };

// Both sign-in steps end here: a user means a session, which the server set as an
// HttpOnly cookie (browserSession); an account with two-factor sign-in gets a challenge
// token from the first step instead.
function useStartSession() {
  const queryClient = useQueryClient();
  return (signedIn: boolean) => {
    // Whatever was cached belonged to the previous session, possibly another user.
    if (signedIn) queryClient.removeQueries();
  };
}

export function useLogin() {
  const client = useClient(AuthService);
  const start = useStartSession();
  return useMutation({
    mutationFn: (credentials: Credentials) => client.login({ ...credentials, browserSession: true }),
    // Wrong credentials answer Unauthenticated, which is not an expired session.
    meta: { handlesUnauthenticated: true },
    onSuccess: (response) => start(!response.secondFactorRequired),
  });
}

export function useLoginSecondFactor() {
  const client = useClient(AuthService);
  const start = useStartSession();
  return useMutation({
    mutationFn: (input: SecondFactor) => client.loginSecondFactor({ ...input, browserSession: true }),
    meta: { handlesUnauthenticated: true },
    onSuccess: () => start(true),
  });
}

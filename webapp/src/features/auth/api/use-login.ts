import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthService, type StaffUser } from '../../../gen/gusset/auth/v1/auth_pb';
import { setSession } from '../../../lib/session';
import { useClient } from '../../../lib/use-client';

export type Credentials = { username: string; password: string };
export type SecondFactor = { challengeToken: string; code: string; recoveryCode: string };

// Both sign-in steps end here: a token means a session (an account with two-factor
// sign-in gets a challenge token from the first step instead).
function useStartSession() {
  const queryClient = useQueryClient();
  return (token: string, user: StaffUser | undefined) => {
    if (!token) return;
    setSession(token, user);
    // Whatever was cached belonged to the previous session, possibly another user.
    queryClient.removeQueries();
  };
}

export function useLogin() {
  const client = useClient(AuthService);
  const start = useStartSession();
  return useMutation({
    mutationFn: (credentials: Credentials) => client.login(credentials),
    // Wrong credentials answer Unauthenticated, which is not an expired session.
    meta: { handlesUnauthenticated: true },
    onSuccess: (response) => start(response.token, response.user),
  });
}

export function useLoginSecondFactor() {
  const client = useClient(AuthService);
  const start = useStartSession();
  return useMutation({
    mutationFn: (input: SecondFactor) => client.loginSecondFactor(input),
    meta: { handlesUnauthenticated: true },
    onSuccess: (response) => start(response.token, response.user),
  });
}

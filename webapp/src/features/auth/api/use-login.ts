import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthService } from '../../../gen/gusset/auth/v1/auth_pb';
import { setSession } from '../../../lib/session';
import { useClient } from '../../../lib/use-client';

export type Credentials = { username: string; password: string };

export function useLogin() {
  const client = useClient(AuthService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => client.login(credentials),
    // Wrong credentials answer Unauthenticated, which is not an expired session.
    meta: { handlesUnauthenticated: true },
    onSuccess: (response) => {
      setSession(response.token, response.user);
      // Whatever was cached belonged to the previous session, possibly another user.
      queryClient.removeQueries();
    },
  });
}

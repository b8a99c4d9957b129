import { useMutation } from '@tanstack/react-query';
import { AuthService } from '../../../gen/gusset/auth/v1/auth_pb';
import { clearSession } from '../../../lib/session';
import { useClient } from '../../../lib/use-client';

export function useLogout() {
  const client = useClient(AuthService);
  return useMutation({
    mutationFn: async () => {
      try {
        await client.logout({});
      } finally {
        // Forget the token even when the server could not be told: the user asked to
        // leave, and a revoked or expired token is useless anyway.
        clearSession();
      }
    },
    meta: { handlesUnauthenticated: true },
  });
}

import { useMutation } from '@tanstack/react-query';
import { AuthService } from '../../../gen/gusset/auth/v1/auth_pb';
import { useClient } from '../../../lib/use-client';

export function useLogout() {
  const client = useClient(AuthService);
  return useMutation({
    // The server ends the session and clears its cookie.
    mutationFn: async () => {
      await client.logout({});
    },
    meta: { handlesUnauthenticated: true },
  });
}

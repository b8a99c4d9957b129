import { useQuery } from '@tanstack/react-query';
import { AuthService } from '../../../gen/gusset/auth/v1/auth_pb';
import { meQueryKey } from '../../../lib/query-keys';
import { useClient } from '../../../lib/use-client';

export function useMe() {
  const client = useClient(AuthService);
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => client.me({}, { signal }),
    // A rejected session will not get better by asking again.
    retry: false,
  });
}

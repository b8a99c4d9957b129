import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountService } from '../../../gen/gusset/admin/v1/account_pb';
import { AuthService } from '../../../gen/gusset/auth/v1/auth_pb';
import { meQueryKey } from '../../../lib/query-keys';
import { useClient } from '../../../lib/use-client';
import { accountKeys } from './query-keys';

export function useAccountMe() {
  const client = useClient(AuthService);
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => client.me({}, { signal }), retry: false });
}

export function useSessions() {
  const client = useClient(AccountService);
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => client.listSessions({}, { signal }),
    select: (res) => res.sessions,
  });
}

// Every account change may end sessions or lift a required step: refresh both.
function useAccountMutation<In = void, Out = unknown>(fn: (client: ReturnType<typeof useClient<typeof AccountService>>, input: In) => Promise<Out>) {
  const client = useClient(AccountService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => fn(client, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useChangePassword() {
  return useAccountMutation((c, input: { currentPassword: string; newPassword: string }) => c.changePassword(input));
}

export function useEndSession() {
  return useAccountMutation((c, id: string) => c.endSession({ id }));
}

export function useEndOtherSessions() {
  return useAccountMutation((c) => c.endOtherSessions({}));
}

export function useBeginTotp() {
  const client = useClient(AccountService);
  return useMutation({ mutationFn: () => client.beginTotpEnrollment({}) });
}

export function useConfirmTotp() {
  return useAccountMutation((c, code: string) => c.confirmTotpEnrollment({ code }));
}

export function useDisableTotp() {
  return useAccountMutation((c, input: { code: string; password: string }) => c.disableTotp(input));
}

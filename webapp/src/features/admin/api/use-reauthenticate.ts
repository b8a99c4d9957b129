import { useMutation } from '@tanstack/react-query';
import { AccountService } from '../../../gen/gusset/admin/v1/account_pb';
import { useClient } from '../../../lib/use-client';

// The proof a sensitive action asks for: the password, or with two-factor sign-in a code
// from the authenticator app or a recovery code.
export type Proof = { password: string; code: string; recoveryCode: string };

export function useReauthenticate() {
  const client = useClient(AccountService);
  return useMutation({ mutationFn: (proof: Proof) => client.reauthenticate(proof) });
}

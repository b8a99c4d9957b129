import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetMeResponse } from '../../../gen/gusset/portal/v1/portal_pb';
import { PortalAuthService } from '../../../gen/gusset/portal/v1/portal_pb';
import { usePortalClient } from '../../../lib/portal-client';
import { portalMeKey } from '../../../lib/portal-me';

// The languages a client user may choose, as the server stores them (SetLanguage).
export type PortalLanguageChoice = 'en' | 'fr-CA';

// useSetPortalLanguage saves the signed-in user's language; the cached session (GetMe)
// takes the answer at once, so every portal screen redraws in it.
export function useSetPortalLanguage() {
  const client = usePortalClient(PortalAuthService);
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesUnauthenticated: true },
    mutationFn: (language: PortalLanguageChoice) => client.setLanguage({ language }),
    onSuccess: (res) => queryClient.setQueryData<GetMeResponse>(portalMeKey, (old) => (old ? { ...old, user: res.user } : old)),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { GuardFields } from '../../../components/challenge/use-challenge';
import { NewsletterService } from '../../../gen/gusset/site/v1/newsletter_pb';
import { useClient } from '../../../lib/use-client';

export type SignUp = { email: string } & GuardFields;

export function useSubscribe() {
  const client = useClient(NewsletterService);
  return useMutation({
    mutationFn: (signUp: SignUp) => client.subscribe(signUp),
  });
}

import { useMutation } from '@tanstack/react-query';
import { NewsletterService } from '../../../gen/gusset/site/v1/newsletter_pb';
import { useClient } from '../../../lib/use-client';

export function useSubscribe() {
  const client = useClient(NewsletterService);
  return useMutation({
    mutationFn: (email: string) => client.subscribe({ email }),
  });
}

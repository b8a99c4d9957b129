import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NewsletterService } from '../../../gen/gusset/admin/v1/newsletter_pb';
import { useClient } from '../../../lib/use-client';
import { sendKeys } from './query-keys';

// What to send: a published blog post (its title is the subject unless one is given), or a
// subject and the editor's HTML.
export type NewsletterContent = { postId: string; subject: string; html: string };

// Queues a newsletter to every confirmed subscriber; the server mails it in batches.
export function useStartSend() {
  const client = useClient(NewsletterService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: NewsletterContent) => (await client.startSend(content)).send,
    // Not awaited: the notice must not wait for the list to come back.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sendKeys.all });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { GuardFields } from '../../../components/challenge/use-challenge';
import { ContactService, type SendMessageRequest } from '../../../gen/gusset/site/v1/contact_pb';
import { useClient } from '../../../lib/use-client';

// The form's values: the request's fields, less the abuse guard's (GuardFields).
export type ContactMessage = Pick<SendMessageRequest, 'name' | 'email' | 'phone' | 'message'>;

export function useSendMessage() {
  const client = useClient(ContactService);
  return useMutation({
    mutationFn: (message: ContactMessage & GuardFields) => client.sendMessage(message),
  });
}

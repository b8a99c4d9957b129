import { useMutation } from '@tanstack/react-query';
import type { GuardFields } from '../../../components/challenge/use-challenge';
import { ContactService } from '../../../gen/gusset/site/v1/contact_pb';
import { useClient } from '../../../lib/use-client';

export type ContactMessage = { name: string; email: string; phone: string; message: string };

export function useSendMessage() {
  const client = useClient(ContactService);
  return useMutation({
    mutationFn: (message: ContactMessage & GuardFields) => client.sendMessage(message),
  });
}

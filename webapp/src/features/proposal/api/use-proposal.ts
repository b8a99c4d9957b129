import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProposalService, type Proposal } from '../../../gen/gusset/site/v1/proposals_pb';
import { useClient } from '../../../lib/use-client';

// The proposal a signed link names. Never prefetched by the server: the page is the link
// holder's alone (docs/quotes.md).
const key = (token: string) => ['proposal', token] as const;

export function useProposal(token: string) {
  const client = useClient(ProposalService);
  return useQuery({
    queryKey: key(token),
    queryFn: async ({ signal }) => {
      const { proposal } = await client.getProposal({ token }, { signal });
      if (!proposal) throw new Error('the server answered without a proposal');
      return proposal;
    },
    // A tampered link or a refusal does not change by asking again.
    retry: false,
  });
}

export function useAskQuestion(token: string) {
  const client = useClient(ProposalService);
  return useMutation({ mutationFn: (question: string) => client.askProposalQuestion({ token, question }) });
}

// Declining and accepting answer the proposal as it now stands: the page shows it.
function useAnswer<T>(token: string, send: (values: T) => Promise<{ proposal?: Proposal }>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ proposal }) => {
      if (proposal) queries.setQueryData(key(token), proposal);
    },
  });
}

export function useDecline(token: string) {
  const client = useClient(ProposalService);
  return useAnswer(token, (reason: string) => client.declineProposal({ token, reason }));
}

export type Acceptance = { name: string; title: string; company: string; acceptTerms: boolean };

export function useAccept(token: string) {
  const client = useClient(ProposalService);
  return useAnswer(token, (a: Acceptance) => client.acceptProposal({ token, ...a }));
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClientAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { QuoteAdminService, QuoteTemplateAdminService, QuoteTemplateKind } from '../../../gen/gusset/admin/v1/quotes_pb';
import type { QuoteContent } from '../../../gen/gusset/site/v1/proposals_pb';
import { useClient } from '../../../lib/use-client';
import { saveBytes } from '../../../lib/save-file';

// Every write refreshes the quotes' lists, the figures and the estimate requests (a sent
// quote makes its request Quoted; features/estimates-admin keys them under this prefix).
const keys = {
  all: ['admin', 'quotes'] as const,
  list: (requestId: string) => ['admin', 'quotes', 'list', requestId] as const,
  one: (id: string) => ['admin', 'quotes', 'one', id] as const,
  draft: (requestId: string) => ['admin', 'quotes', 'draft', requestId] as const,
  stats: ['admin', 'quotes', 'stats'] as const,
  templates: (kind: QuoteTemplateKind) => ['admin', 'quote-templates', kind] as const,
};
const estimates = ['admin', 'estimates'] as const;

export function useQuotes(requestId: string) {
  const client = useClient(QuoteAdminService);
  return useQuery({
    queryKey: keys.list(requestId),
    queryFn: ({ signal }) => client.listQuotes({ estimateRequestId: requestId }, { signal }),
    select: (res) => res.quotes,
  });
}

export function useQuote(id: string) {
  const client = useClient(QuoteAdminService);
  return useQuery({
    queryKey: keys.one(id),
    queryFn: async ({ signal }) => {
      const { quote } = await client.getQuote({ id }, { signal });
      if (!quote) throw new Error('the server answered without a quote');
      return quote;
    },
  });
}

// useDraftContent is a new quote's content pre-filled from its request (nothing stored).
export function useDraftContent(requestId: string) {
  const client = useClient(QuoteAdminService);
  return useQuery({
    queryKey: keys.draft(requestId),
    queryFn: ({ signal }) => client.draftQuoteContent({ estimateRequestId: requestId }, { signal }),
    select: (res) => res.content,
    staleTime: Infinity,
  });
}

function useWrite<T, R>(write: (values: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: keys.all });
      void queries.invalidateQueries({ queryKey: estimates });
    },
  });
}

export type QuoteInput = { content: QuoteContent; organizationId: string };

export function useCreateQuote(requestId: string) {
  const client = useClient(QuoteAdminService);
  return useWrite((q: QuoteInput) => client.createQuote({ estimateRequestId: requestId, ...q }));
}

// Saving a draft answers its totals as the server computes them: the editor's preview.
export function useUpdateQuote(id: string) {
  const client = useClient(QuoteAdminService);
  return useWrite((q: QuoteInput) => client.updateQuote({ id, ...q }));
}

export function useReviseQuote() {
  const client = useClient(QuoteAdminService);
  return useWrite((id: string) => client.reviseQuote({ id }));
}

export function useSendQuote() {
  const client = useClient(QuoteAdminService);
  return useWrite((id: string) => client.sendQuote({ id }));
}

export function useAnswerQuestion() {
  const client = useClient(QuoteAdminService);
  return useWrite((a: { id: string; body: string }) => client.answerQuoteQuestion(a));
}

export function useDownloadQuotePdf() {
  const client = useClient(QuoteAdminService);
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await client.exportQuotePdf({ id });
      saveBytes(res.data, res.fileName, 'application/pdf');
    },
  });
}

export function useQuoteStats() {
  const client = useClient(QuoteAdminService);
  return useQuery({ queryKey: keys.stats, queryFn: ({ signal }) => client.getQuoteStats({}, { signal }) });
}

export function useQuoteTemplates(kind: QuoteTemplateKind) {
  const client = useClient(QuoteTemplateAdminService);
  return useQuery({
    queryKey: keys.templates(kind),
    queryFn: ({ signal }) => client.listQuoteTemplates({ kind }, { signal }),
    select: (res) => res.templates,
  });
}

function useTemplateWrite<T, R>(write: (values: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void queries.invalidateQueries({ queryKey: ['admin', 'quote-templates'] }) });
}

export function useCreateTemplate() {
  const client = useClient(QuoteTemplateAdminService);
  return useTemplateWrite((t: { kind: QuoteTemplateKind; title: string; body: string }) => client.createQuoteTemplate(t));
}

export function useUpdateTemplate() {
  const client = useClient(QuoteTemplateAdminService);
  return useTemplateWrite((t: { familyId: string; title: string; body: string }) => client.updateQuoteTemplate(t));
}

export function useRetireTemplate() {
  const client = useClient(QuoteTemplateAdminService);
  return useTemplateWrite((familyId: string) => client.retireQuoteTemplate({ familyId }));
}

// The client organizations an accepted quote's project may join (the portal's list: its
// key, so a new organization shows here too).
export function useClientOrganizations() {
  const client = useClient(ClientAdminService);
  return useQuery({ queryKey: ['admin', 'portal', 'organizations'], queryFn: ({ signal }) => client.listOrganizations({}, { signal }), select: (res) => res.organizations });
}

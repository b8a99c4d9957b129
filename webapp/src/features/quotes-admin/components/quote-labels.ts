import { QuoteStatus } from '../../../gen/gusset/site/v1/proposals_pb';

export const statusLabels: Record<QuoteStatus, string> = {
  [QuoteStatus.UNSPECIFIED]: '—',
  [QuoteStatus.DRAFT]: 'Draft',
  [QuoteStatus.SENT]: 'Sent',
  [QuoteStatus.SUPERSEDED]: 'Superseded',
  [QuoteStatus.ACCEPTED]: 'Accepted',
  [QuoteStatus.DECLINED]: 'Declined',
};

export const quotePath = (requestId: string, quoteId: string) => `/admin/estimates/${requestId}/quotes/${quoteId}`;

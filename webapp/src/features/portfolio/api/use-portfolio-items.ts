import type { Client } from '@connectrpc/connect';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PortfolioService, type PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';
import { publicStaleTime, type Prefetch } from '../../../lib/prefetch';
import { clientOf, useClient } from '../../../lib/use-client';

// The portfolio is a short list shown whole in a side menu, so every page is fetched up
// front; the cap only guards against a server that keeps answering a next page.
const pageSize = 100;
const maxPages = 20;

function portfolioItemsQuery(client: Client<typeof PortfolioService>) {
  return queryOptions({
    queryKey: ['portfolio', 'items'],
    queryFn: async ({ signal }) => {
      const items: PortfolioItem[] = [];
      let pageToken = '';
      for (let page = 0; page < maxPages; page++) {
        const res = await client.listPortfolioItems({ pageSize, pageToken }, { signal });
        items.push(...res.items);
        pageToken = res.nextPageToken;
        if (!pageToken) break;
      }
      return items;
    },
    staleTime: publicStaleTime,
  });
}

export function usePortfolioItems() {
  return useQuery(portfolioItemsQuery(useClient(PortfolioService)));
}

export const prefetchPortfolioItems: Prefetch = ({ queryClient, transport }) =>
  queryClient.prefetchQuery(portfolioItemsQuery(clientOf(PortfolioService, transport)));

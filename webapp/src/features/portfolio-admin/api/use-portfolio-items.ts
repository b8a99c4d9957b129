import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PortfolioService } from '../../../gen/gusset/admin/v1/portfolio_pb';
import { ImageProcessing } from '../../../gen/gusset/site/v1/file_pb';
import { useClient } from '../../../lib/use-client';
import { portfolioAdminKey } from './portfolio-admin-keys';

export const portfolioPageSize = 20;

export function usePortfolioItems(pageToken: string) {
  const client = useClient(PortfolioService);
  return useQuery({
    queryKey: [...portfolioAdminKey, 'list', pageToken],
    queryFn: ({ signal }) => client.listPortfolioItems({ pageSize: portfolioPageSize, pageToken }, { signal }),
    // Keeps the table on screen while the next page loads instead of flashing "loading".
    placeholderData: keepPreviousData,
    // A preview being drawn on the server shows up without a reload (it takes seconds).
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.previewProcessing === ImageProcessing.PROCESSING && !item.preview) ? 2000 : false,
  });
}

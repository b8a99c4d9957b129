import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PortfolioService } from '../../../gen/gusset/admin/v1/portfolio_pb';
import { useClient } from '../../../lib/use-client';
import { portfolioAdminKey } from './portfolio-admin-keys';

export function useDeletePortfolioItem() {
  const client = useClient(PortfolioService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.deletePortfolioItem({ id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioAdminKey }),
  });
}

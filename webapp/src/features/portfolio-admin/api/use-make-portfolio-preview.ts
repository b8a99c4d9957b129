import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PortfolioService } from '../../../gen/gusset/admin/v1/portfolio_pb';
import type { PortfolioItem } from '../../../gen/gusset/site/v1/portfolio_pb';
import { useClient } from '../../../lib/use-client';
import { portfolioAdminKey } from './portfolio-admin-keys';
import { uploadPreview } from './use-save-portfolio-item';

export class PreviewError extends Error {}

// useMakePortfolioPreview makes the list preview of an item saved before previews
// existed: the stored PDF is fetched, its first page drawn here and uploaded, and the
// item updated with its current fields and the new preview.
export function useMakePortfolioPreview() {
  const client = useClient(PortfolioService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: PortfolioItem) => {
      if (!item.file?.path) throw new PreviewError('This item has no PDF');
      const res = await fetch(item.file.path);
      if (!res.ok) throw new PreviewError('The PDF could not be fetched');
      const pdf = new File([await res.blob()], item.file.fileName || 'portfolio.pdf', { type: 'application/pdf' });
      const previewUploadId = await uploadPreview(pdf);
      if (!previewUploadId) throw new PreviewError('The PDF could not be drawn in this browser');
      const fields = { title: item.title, description: item.description, active: item.active, previewUploadId };
      return (await client.updatePortfolioItem({ id: item.id, item: fields })).item;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioAdminKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PortfolioService, type PortfolioItemInput } from '../../../gen/gusset/admin/v1/portfolio_pb';
import { uploadFile } from '../../../lib/upload-file';
import { useClient } from '../../../lib/use-client';
import { portfolioAdminKey } from './portfolio-admin-keys';

// The add/edit form's fields: the server's PortfolioItemInput without the uploads, which
// the save adds once the file is stored, and with the PDF chosen: null keeps the current
// one (edit) or is refused by the server (add).
export type PortfolioValues = Omit<PortfolioItemInput, '$typeName' | '$unknown' | 'fileUploadId' | 'previewUploadId'> & {
  file: File | null;
};

export type SavePortfolioItem = {
  // Absent for a new item.
  id?: string;
  values: PortfolioValues;
  onProgress: (fraction: number) => void;
  // Called once the PDF is stored. From then on the save runs to its end: cancelling the
  // RPC could not undo a commit the server may already have made.
  onUploaded: () => void;
  // Cancels the upload.
  signal: AbortSignal;
};

// useSavePortfolioItem uploads the PDF first (if any), then creates or updates the item
// claiming that upload: files never travel inside the RPC. The list preview (the PDF's
// first page) is drawn on the server afterwards.
export function useSavePortfolioItem() {
  const client = useClient(PortfolioService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values: { file, ...fields }, onProgress, onUploaded, signal }: SavePortfolioItem) => {
      const fileUploadId = file ? (await uploadFile('portfolio', file, { onProgress, signal })).id : '';
      onUploaded();
      // The server draws the new PDF's first page as its list preview.
      const item = { ...fields, fileUploadId };
      if (id === undefined) return (await client.createPortfolioItem({ item })).item;
      return (await client.updatePortfolioItem({ id, item })).item;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioAdminKey }),
  });
}

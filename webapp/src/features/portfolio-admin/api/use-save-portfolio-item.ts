import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PortfolioService } from '../../../gen/gusset/admin/v1/portfolio_pb';
import { pdfPreview, previewName } from '../../../lib/pdf-preview';
import { uploadFile } from '../../../lib/upload-file';
import { useClient } from '../../../lib/use-client';
import { portfolioAdminKey } from './portfolio-admin-keys';

export type PortfolioValues = {
  title: string;
  description: string;
  active: boolean;
  // A new PDF; null keeps the current one (edit) or is refused by the server (add).
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
// claiming that upload: files never travel inside the RPC.
export function useSavePortfolioItem() {
  const client = useClient(PortfolioService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values, onProgress, onUploaded, signal }: SavePortfolioItem) => {
      const fileUploadId = values.file ? (await uploadFile('portfolio', values.file, { onProgress, signal })).id : '';
      const previewUploadId = values.file ? await uploadPreview(values.file, signal) : '';
      onUploaded();
      const item = { title: values.title, description: values.description, active: values.active, fileUploadId, previewUploadId };
      if (id === undefined) return (await client.createPortfolioItem({ item })).item;
      return (await client.updatePortfolioItem({ id, item })).item;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioAdminKey }),
  });
}

// uploadPreview draws the PDF's first page here in the browser and uploads it as the
// list's preview; a PDF this browser cannot draw goes without one (staff can make one
// later from the item's row), it is not a reason to refuse the PDF.
export async function uploadPreview(pdf: File, signal?: AbortSignal): Promise<string> {
  const preview = await pdfPreview(pdf, previewName(pdf.name)).catch(() => null);
  if (!preview) return '';
  return (await uploadFile('poster', preview, { signal })).id;
}

import { useMutation } from '@tanstack/react-query';
import { DrawingDocumentAdminService } from '../../../gen/gusset/admin/v1/drawing_stats_pb';
import { StampAdminService } from '../../../gen/gusset/admin/v1/stamps_pb';
import { useClient } from '../../../lib/use-client';

// A signed link to a transmittal's cover sheet (made when the link is followed).
export function useCoverSheetUrlAdmin() {
  const client = useClient(DrawingDocumentAdminService);
  return async (transmittalId: string) => (await client.getCoverSheetUrlAdmin({ transmittalId })).url;
}

// A signed link to a review's stamped PDF.
export function useStampedUrlAdmin() {
  const client = useClient(StampAdminService);
  return async (reviewId: string) => (await client.getStampedFileUrlAdmin({ reviewId })).url;
}

// The drawing log as a PDF, its bytes in the answer.
export function useExportSheetsPdf() {
  const client = useClient(DrawingDocumentAdminService);
  return useMutation({ mutationFn: (projectId: string) => client.exportSheetsPdf({ projectId }) });
}

import type { MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateSheetRequestSchema, DrawingAdminService } from '../../../gen/gusset/admin/v1/drawings_pb';
import { useClient } from '../../../lib/use-client';
import { drawingKeys } from './use-drawings-admin';

// Adds a sheet without a revision (its PDFs come later, by the bulk add).
export function useCreateSheet() {
  const client = useClient(DrawingAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInitShape<typeof CreateSheetRequestSchema>) => client.createSheet(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: drawingKeys.all }),
  });
}

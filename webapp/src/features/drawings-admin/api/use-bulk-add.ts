import type { MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddSheetRevisionsRequestSchema, DrawingAdminService } from '../../../gen/gusset/admin/v1/drawings_pb';
import { useClient } from '../../../lib/use-client';
import { drawingKeys } from './use-drawings-admin';

// ProposeSheets: what the uploads' names say, to confirm; nothing is written.
export function useProposeSheets() {
  const client = useClient(DrawingAdminService);
  return useMutation({
    mutationFn: ({ projectId, uploadIds }: { projectId: string; uploadIds: string[] }) => client.proposeSheets({ projectId, uploadIds }),
  });
}

// AddSheetRevisions: the confirmed table, committed whole or not at all.
export function useAddSheetRevisions() {
  const client = useClient(DrawingAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInitShape<typeof AddSheetRevisionsRequestSchema>) => client.addSheetRevisions(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: drawingKeys.all }),
  });
}

import type { MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SendTransmittalRequestSchema, TransmittalAdminService } from '../../../gen/gusset/admin/v1/drawings_pb';
import { useClient } from '../../../lib/use-client';
import { drawingKeys } from './use-drawings-admin';

export function useTransmittalsAdmin(projectId: string) {
  const client = useClient(TransmittalAdminService);
  return useQuery({
    queryKey: drawingKeys.transmittals(projectId),
    queryFn: ({ signal }) => client.listTransmittalsAdmin({ projectId }, { signal }),
    select: (res) => res.transmittals,
  });
}

export function useTransmittalAdmin(id: string) {
  const client = useClient(TransmittalAdminService);
  return useQuery({ queryKey: drawingKeys.transmittal(id), queryFn: ({ signal }) => client.getTransmittalAdmin({ id }, { signal }), select: (res) => res.transmittal });
}

export function useSendTransmittal() {
  const client = useClient(TransmittalAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInitShape<typeof SendTransmittalRequestSchema>) => client.sendTransmittal(input),
    // Sending changes the sheets' statuses and the transmittals' list.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: drawingKeys.all }),
  });
}

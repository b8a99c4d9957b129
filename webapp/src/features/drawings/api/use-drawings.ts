import { useQuery } from '@tanstack/react-query';
import { DrawingService } from '../../../gen/gusset/portal/v1/drawings_pb';
import { usePortalClient } from '../../../lib/portal-client';

// The portal's pages send the client back to their own sign-in (lib/portal-expiry.ts),
// not the staff one.
const meta = { handlesUnauthenticated: true };
const keys = {
  sheets: (project: string) => ['portal', 'drawings', 'sheets', project] as const,
  transmittals: (project: string) => ['portal', 'drawings', 'transmittals', project] as const,
  transmittal: (id: string) => ['portal', 'drawings', 'transmittal', id] as const,
};

// A project's register as its client sees it: each sheet with its revisions, newest first.
export function useSheets(projectId: string) {
  const client = usePortalClient(DrawingService);
  return useQuery({ meta, queryKey: keys.sheets(projectId), queryFn: ({ signal }) => client.listSheets({ projectId }, { signal }), select: (res) => res.sheets });
}

export function useTransmittals(projectId: string) {
  const client = usePortalClient(DrawingService);
  return useQuery({
    meta,
    queryKey: keys.transmittals(projectId),
    queryFn: ({ signal }) => client.listTransmittals({ projectId }, { signal }),
    select: (res) => res.transmittals,
  });
}

// One transmittal; a recipient's first open of it is recorded by the server.
export function useTransmittal(id: string) {
  const client = usePortalClient(DrawingService);
  return useQuery({ meta, queryKey: keys.transmittal(id), queryFn: ({ signal }) => client.getTransmittal({ id }, { signal }), select: (res) => res.transmittal });
}

// A signed link to a revision's PDF (an hour); a recipient's first download of an item
// is recorded when the link is followed.
export function useRevisionUrl() {
  const client = usePortalClient(DrawingService);
  return async (revisionId: string) => (await client.getSheetRevisionUrl({ revisionId })).url;
}

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SheetFilter } from '../../../components/drawings/sheet-filters';
import { DrawingService } from '../../../gen/gusset/portal/v1/drawings_pb';
import { SheetService } from '../../../gen/gusset/portal/v1/sheets_pb';
import { usePortalClient } from '../../../lib/portal-client';

// The portal's pages send the client back to their own sign-in (lib/portal-expiry.ts),
// not the staff one.
const meta = { handlesUnauthenticated: true };
const keys = {
  sheets: (project: string) => ['portal', 'drawings', 'sheets', project] as const,
  sheet: (id: string) => ['portal', 'drawings', 'sheet', id] as const,
  transmittals: (project: string) => ['portal', 'drawings', 'transmittals', project] as const,
  transmittal: (id: string) => ['portal', 'drawings', 'transmittal', id] as const,
};

// A project's register as its client sees it, a page at a time (the server's default,
// 100 sheets), filtered by the server, each sheet with its current revision only.
export function useSheetPages(projectId: string, filter: SheetFilter) {
  const client = usePortalClient(DrawingService);
  return useInfiniteQuery({
    meta,
    queryKey: [...keys.sheets(projectId), filter],
    queryFn: ({ signal, pageParam }) => client.listSheets({ projectId, ...filter, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    // A new search keeps the list on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}

// One sheet with its whole history, read when its revisions are opened.
export function useSheet(id: string) {
  const client = usePortalClient(SheetService);
  return useQuery({ meta, queryKey: keys.sheet(id), queryFn: ({ signal }) => client.getSheet({ id }, { signal }), select: (res) => res.sheet });
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

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DrawingAdminService } from '../../../gen/gusset/admin/v1/drawings_pb';
import { SheetAdminService } from '../../../gen/gusset/admin/v1/sheets_pb';
import type { SheetFilter } from '../../../components/drawings/sheet-filters';
import { useClient } from '../../../lib/use-client';
import { drawingKeys } from './use-drawings-admin';

// The register a page at a time (the server's default, 100 sheets), filtered by the
// server, each sheet with its current revision only; "Load more" asks the next page.
// The keys sit under drawingKeys.sheets, so a change to the register refreshes them.
export function useSheetPagesAdmin(projectId: string, filter: SheetFilter) {
  const client = useClient(DrawingAdminService);
  return useInfiniteQuery({
    queryKey: [...drawingKeys.sheets(projectId), filter],
    queryFn: ({ signal, pageParam }) => client.listSheetsAdmin({ projectId, ...filter, pageToken: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    // A new search keeps the list on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}

// One sheet with its whole history, read when it is opened.
export function useSheetAdmin(id: string) {
  const client = useClient(SheetAdminService);
  return useQuery({ queryKey: drawingKeys.sheet(id), queryFn: ({ signal }) => client.getSheetAdmin({ id }, { signal }), select: (res) => res.sheet });
}

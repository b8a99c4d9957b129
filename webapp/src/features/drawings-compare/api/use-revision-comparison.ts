import { useQuery } from '@tanstack/react-query';
import { CompareAdminService } from '../../../gen/gusset/admin/v1/compare_pb';
import { CompareService, type RevisionComparison } from '../../../gen/gusset/portal/v1/compare_pb';
import { sessionHeaders } from '../../../lib/session';
import { useClient } from '../../../lib/use-client';

// Who is looking: staff (any project) or a client user of the project's organization.
export type CompareSide = 'staff' | 'client';

// The revisions to compare: two of the sheet, in either order, or none for the current
// revision and the one before it.
export type ComparePair = {
  sheetId: string;
  earlierRevisionId?: string;
  laterRevisionId?: string;
};

// The pictures' links are valid an hour: a comparison is fetched again well before.
const staleTime = 30 * 60 * 1000;

// useRevisionComparison asks the server for the pair's pictures (drawn the first time, a
// few seconds for a large sheet, then kept). A client's call carries the portal session.
export function useRevisionComparison(side: CompareSide, pair: ComparePair) {
  const portal = useClient(CompareService);
  const admin = useClient(CompareAdminService);
  const req = { sheetId: pair.sheetId, earlierRevisionId: pair.earlierRevisionId ?? '', laterRevisionId: pair.laterRevisionId ?? '' };
  return useQuery<RevisionComparison | undefined>({
    // The portal shows its own sign-in when the client session ends.
    meta: { handlesUnauthenticated: side === 'client' },
    queryKey: ['drawings-compare', side, req.sheetId, req.earlierRevisionId, req.laterRevisionId],
    queryFn: async ({ signal }) => {
      if (side === 'staff') return (await admin.compareRevisionsAdmin(req, { signal })).comparison;
      return (await portal.compareRevisions(req, { signal, headers: sessionHeaders('client') })).comparison;
    },
    enabled: pair.sheetId !== '',
    staleTime,
  });
}

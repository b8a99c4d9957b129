import { useQuery } from '@tanstack/react-query';
import { DrawingClockService, DrawingDocumentService } from '../../../gen/gusset/portal/v1/drawing_clock_pb';
import { ReviewerService } from '../../../gen/gusset/portal/v1/reviewers_pb';
import { ReviewService } from '../../../gen/gusset/portal/v1/reviews_pb';
import { PortalAuthService } from '../../../gen/gusset/portal/v1/portal_pb';
import { usePortalClient } from '../../../lib/portal-client';
import { portalMeKey } from '../../../lib/portal-me';

// The portal's calls beside the register's: the clock's snapshot, the printed cover
// sheet, the stamped returns and an outside reviewer's own list.
const meta = { handlesUnauthenticated: true };

// Who is signed in (the portal shell's query, shared by its key): a client user or an
// outside reviewer (lib/portal-me.ts).
export function useMe() {
  const client = usePortalClient(PortalAuthService);
  return useQuery({ meta, queryKey: portalMeKey, queryFn: ({ signal }) => client.getMe({}, { signal }), select: (res) => res.user });
}

// A project's clock today: its open and overdue transmittals and sheets out.
export function useDrawingSnapshot(projectId: string) {
  const client = usePortalClient(DrawingClockService);
  return useQuery({
    meta,
    queryKey: ['portal', 'drawings', 'snapshot', projectId] as const,
    queryFn: ({ signal }) => client.getDrawingSnapshot({ projectId }, { signal }),
    select: (res) => res.snapshot,
  });
}

// The transmittals sent to an outside reviewer (their home in the portal).
export function useMyTransmittals() {
  const client = usePortalClient(ReviewerService);
  return useQuery({
    meta,
    queryKey: ['portal', 'drawings', 'mine'] as const,
    queryFn: ({ signal }) => client.listMyTransmittals({}, { signal }),
    select: (res) => res.transmittals,
  });
}

// A signed link to a transmittal's cover sheet, for the people it was sent to.
export function useCoverSheetUrl() {
  const client = usePortalClient(DrawingDocumentService);
  return async (transmittalId: string) => (await client.getCoverSheetUrl({ transmittalId })).url;
}

// A signed link to a review's stamped PDF (a client user's; an outside reviewer may not).
export function useStampedUrl() {
  const client = usePortalClient(ReviewService);
  return async (reviewId: string) => (await client.getStampedFileUrl({ reviewId })).url;
}

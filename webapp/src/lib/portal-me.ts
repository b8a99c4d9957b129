import { useQuery } from '@tanstack/react-query';
import { PortalAuthService, type ClientUser } from '../gen/gusset/portal/v1/portal_pb';
import { usePortalClient } from './portal-client';

// usePortalMe is who holds the portal's session (GetMe), shared by the portal's features
// (the shell, the project frame, the drawings' pages) through one cached query.
export function usePortalMe(enabled: boolean) {
  const client = usePortalClient(PortalAuthService);
  return useQuery({
    meta: { handlesUnauthenticated: true },
    queryKey: ['portal', 'me'] as const,
    queryFn: ({ signal }) => client.getMe({}, { signal }),
    enabled,
    select: (res) => res.user,
  });
}

// isOutsideReviewer tells an outside reviewer's session (an engineer of record, a
// contractor's reviewer) from a client user's: the server answers a reviewer's GetMe with
// no organization, as they belong to none (docs/submittals.md, "Outside reviewers"). They
// may call only their transmittals' procedures: the pages ask before calling others.
export function isOutsideReviewer(user: ClientUser | undefined): boolean {
  return user !== undefined && user.organizationId === '';
}

import type { ClientUser } from '../gen/gusset/portal/v1/portal_pb';

// The query key of who holds the portal's session (GetMe): the portal's features each
// have their hook (only a feature's api/ calls RPCs) and share one cached answer.
export const portalMeKey = ['portal', 'me'] as const;

// isOutsideReviewer tells an outside reviewer's session (an engineer of record, a
// contractor's reviewer) from a client user's: the server answers a reviewer's GetMe with
// no organization, as they belong to none (docs/submittals.md, "Outside reviewers"). They
// may call only their transmittals' procedures: the pages ask before calling others.
export function isOutsideReviewer(user: ClientUser | undefined): boolean {
  return user !== undefined && user.organizationId === '';
}

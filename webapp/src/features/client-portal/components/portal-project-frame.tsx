import { Link, Outlet, useParams } from 'react-router';
import { useT } from '../../../lib/i18n/locale';
import { isOutsideReviewer } from '../../../lib/portal-me';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { usePortalMe, usePortalProject } from '../api/use-portal';
import * as m from './portal-messages';
import { PortalShell, useClientSession } from './portal-shell';

// The frame of a page under a project (a transmittal's): the portal's shell titled with the
// project, the way back to it, and the page itself, another feature's, as the route's
// child (src/app/routes.tsx composes them). The page titles the tab. An outside reviewer
// may not read the project (its GetProject is refused them): their frame asks for
// nothing and leads back to their transmittals; so the project waits for GetMe.
export function PortalProjectFrame() {
  const t = useT();
  const { id = '' } = useParams();
  const { signedIn } = useClientSession();
  const me = usePortalMe(signedIn);
  const reviewer = isOutsideReviewer(me.data);
  const project = usePortalProject(id, signedIn && me.isSuccess && !reviewer);
  useSignInOnExpiry(project.error);
  return (
    <PortalShell title={reviewer ? t(m.yourReview) : (project.data?.project?.name ?? t(m.project))}>
      <p>{reviewer ? <Link to="/portal/projects">{t(m.backToTransmittals)}</Link> : <Link to={`/portal/projects/${id}`}>{t(m.backToProject)}</Link>}</p>
      <Outlet />
    </PortalShell>
  );
}

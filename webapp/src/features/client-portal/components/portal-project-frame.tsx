import { Link, Outlet, useParams } from 'react-router';
import { useSignInOnExpiry } from '../../../lib/portal-expiry';
import { usePortalProject } from '../api/use-portal';
import { PortalShell, useClientSession } from './portal-shell';

// The frame of a page under a project (a transmittal's): the portal's shell titled with the
// project, the way back to it, and the page itself, another feature's, as the route's
// child (src/app/routes.tsx composes them). The page titles the tab.
export function PortalProjectFrame() {
  const { id = '' } = useParams();
  const { signedIn } = useClientSession();
  const project = usePortalProject(id, signedIn);
  useSignInOnExpiry(project.error);
  return (
    <PortalShell title={project.data?.project?.name ?? 'Project'}>
      <p>
        <Link to={`/portal/projects/${id}`}>← Back to the project</Link>
      </p>
      <Outlet />
    </PortalShell>
  );
}

import { useLocation } from 'react-router';
import { ClientsAdminPage } from './clients-admin-page';
import { ProjectsAdminPage } from './projects-admin-page';

// The portal's two staff screens as one lazy module: the route table, which every page of
// the site loads, then names one chunk for both.
export function PortalAdminScreen() {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin/projects') ? <ProjectsAdminPage /> : <ClientsAdminPage />;
}

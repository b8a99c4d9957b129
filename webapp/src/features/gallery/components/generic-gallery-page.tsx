import { PageBanner } from '../../../components/site/page-banner';
import { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import type { Prefetch } from '../../../lib/prefetch';
import { usePageTitle } from '../../../lib/use-page-title';
import { prefetchDepartmentProjects } from '../api/use-department-projects';
import { DepartmentProjectGrid } from './department-project-grid';

// The department's first page, for the server-rendered HTML's hand-over (lib/prefetch.ts).
export const prefetch: Prefetch = ({ queryClient, transport }) => prefetchDepartmentProjects(queryClient, transport, Department.PEMB);

// The spec's older generic gallery page, at /our-firm/gallery/pemb: the PEMB projects.
export function GenericGalleryPage() {
  usePageTitle('Gallery');
  return (
    <main id="main">
      <PageBanner eyebrow="Our Firm" header="Gallery">
        <p>Pre-engineered metal building projects designed and detailed by our PEMB team.</p>
      </PageBanner>
      <div className="page">
        <DepartmentProjectGrid department={Department.PEMB} />
      </div>
    </main>
  );
}

import { PageBanner } from '../../../components/site/page-banner';
import { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import type { Prefetch } from '../../../lib/prefetch';
import { usePageTitle } from '../../../lib/use-page-title';
import { prefetchDepartmentProjects } from '../api/use-department-projects';
import { DepartmentProjectGrid } from './department-project-grid';

// The department's first page, for the server-rendered HTML's hand-over (lib/prefetch.ts).
export const prefetch: Prefetch = ({ queryClient, transport }) => prefetchDepartmentProjects(queryClient, transport, Department.STRUCTURAL);

export function StructuralGalleryPage() {
  usePageTitle('Structural Gallery');
  return (
    <main id="main">
      <PageBanner eyebrow="Our Firm" header="Structural Gallery">
        <p>Structural steel projects detailed by our team, from shop drawings to erection drawings.</p>
      </PageBanner>
      <div className="page">
        <DepartmentProjectGrid department={Department.STRUCTURAL} />
      </div>
    </main>
  );
}

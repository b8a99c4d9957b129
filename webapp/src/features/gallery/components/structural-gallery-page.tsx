import { PageBanner } from '../../../components/site/page-banner';
import { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import { usePageTitle } from '../../../lib/use-page-title';
import { DepartmentProjectGrid } from './department-project-grid';

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

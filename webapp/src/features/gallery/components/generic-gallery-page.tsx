import { PageBanner } from '../../../components/site/page-banner';
import { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import { usePageTitle } from '../../../lib/use-page-title';
import { DepartmentProjectGrid } from './department-project-grid';

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

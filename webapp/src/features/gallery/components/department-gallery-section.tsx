import { useState } from 'react';
import { Link } from 'react-router';
import { PageSection } from '../../../components/site/page-section';
import { Department } from '../../../gen/gusset/site/v1/gallery_pb';
import { useDepartmentProjects } from '../api/use-department-projects';
import { departmentGalleryPath } from './department';
import { LazyProjectDetailDialog as ProjectDetailDialog } from './project-detail-dialog-lazy';
import { ProjectGrid } from './project-grid';
import { hasImages } from './project-media';
import './department-gallery-section.css';

type Props = { department: Department; heading?: string };

// How many projects a service page previews; the full gallery is one link away.
const previewCount = 8;

// The gallery section of the PEMB and Structural service pages. It renders nothing until
// the department is known to have pictures (nor when the list cannot be loaded): a
// service page reads better without an empty or broken gallery.
export function DepartmentGallerySection({ department, heading = 'Project Gallery' }: Props) {
  const projects = useDepartmentProjects(department);
  const [openId, setOpenId] = useState<string | null>(null);

  if (projects.isPending) return null;
  const shown = (projects.data ?? []).filter(hasImages).slice(0, previewCount);
  if (shown.length === 0) return null;

  return (
    // Laid out like the service pages' other sections, which it sits among.
    <PageSection title={heading} className="gallery-section">
      <ProjectGrid projects={shown} onOpen={setOpenId} />
      <p className="gallery-section__all">
        <Link to={departmentGalleryPath(department)}>View all projects →</Link>
      </p>
      <ProjectDetailDialog projectId={openId} onClose={() => setOpenId(null)} />
    </PageSection>
  );
}
